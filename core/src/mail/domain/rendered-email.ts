/** An email's content as a template renders it: a subject, and the same message as HTML and as text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
