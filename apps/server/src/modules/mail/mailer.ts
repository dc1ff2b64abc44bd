import type { Db } from '../../db/client';

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
  /**
   * Sends, or for SMTP keeps the message to send again later when the server cannot take it now
   * (unreachable, or a temporary refusal); fails only when the server refuses it for good.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Keeps the message in the caller's transaction, to go out when it commits: the queue's next
   * round sends it (the outbox, without SMTP, holds it at once). A job that marks a request done
   * and queues its mail in one transaction sends it once, whatever instance dies when.
   */
  enqueue(tx: Db, message: MailMessage): Promise<void>;
  /** Sends again the queued mail that is due; once a round across instances. */
  retryQueued?(now?: Date): Promise<RetryRound>;
  close(): Promise<void>;
}

export interface RetryRound {
  /** False when another instance was doing it. */
  ran: boolean;
  sent: number;
  /** Mail given up on after the last attempt: the log says so, as an error. */
  gaveUp: { to: string; subject: string; error: string }[];
}
