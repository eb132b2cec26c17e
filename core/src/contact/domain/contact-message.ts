/** What a message is about, as the Contact page's select offers it. */
export const CONTACT_TOPICS = ['general', 'deals', 'business', 'partnerships', 'support'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  deals: 'Deals and purchases',
  business: 'Listing my business',
  partnerships: 'Partnerships',
  support: 'Help with my account',
};

/** Where the admin is with a message: new until opened, then read, then answered. */
export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface ContactMessageProps {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  status: ContactStatus;
  createdAt: Date;
  /** When the status last changed (the creation time until then). */
  updatedAt: Date;
}

export type NewContactMessage = Omit<ContactMessageProps, 'id'>;

export class ContactMessage {
  private constructor(private readonly props: ContactMessageProps) {}

  static restore(props: ContactMessageProps): ContactMessage {
    return new ContactMessage({ ...props });
  }

  /** A visitor's message as it arrives: trimmed, the email lowercased, status new. */
  static receive(input: { name: string; email: string; topic: ContactTopic; message: string }, now: Date): NewContactMessage {
    return {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      topic: input.topic,
      message: input.message.trim(),
      status: 'new',
      createdAt: now,
      updatedAt: now,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get status(): ContactStatus {
    return this.props.status;
  }

  toProps(): ContactMessageProps {
    return { ...this.props };
  }
}
