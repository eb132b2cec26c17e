export type WaitlistType = 'discounter' | 'business';

export interface WaitlistEntryProps {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: WaitlistType;
  /** Interest from 1 (not interested) to 5 (extremely interested). */
  rating: number;
  feedback: string | null;
  createdAt: Date;
}

export type NewWaitlistEntry = Omit<WaitlistEntryProps, 'id'>;

export class WaitlistEntry {
  private constructor(private readonly props: WaitlistEntryProps) {}

  static restore(props: WaitlistEntryProps): WaitlistEntry {
    return new WaitlistEntry({ ...props });
  }

  static join(
    input: { name: string; email: string; phone: string; type: WaitlistType; rating: number; feedback?: string | null | undefined },
    now: Date,
  ): NewWaitlistEntry {
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
      throw new RangeError(`A rating is a whole number from 1 to 5: ${input.rating}`);
    }
    const feedback = input.feedback?.trim();
    return {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone.trim(),
      type: input.type,
      rating: input.rating,
      feedback: feedback ? feedback : null,
      createdAt: now,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get type(): WaitlistType {
    return this.props.type;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }

  toProps(): WaitlistEntryProps {
    return { ...this.props };
  }
}
