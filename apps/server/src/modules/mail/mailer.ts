/** One outgoing mail. Plain text always; HTML when the message has links worth styling. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** How every module sends mail: over SMTP when SMTP_URL is set, else into the outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
