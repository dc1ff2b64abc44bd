// What the app, the other modules and the scripts may use of mail; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { mailModule } from './mail.module';
export { createMailer } from './mail.service';
export {
  MAIL_STOP_WORDS,
  type MailStopKind,
  mailStopLink,
  mailStopped,
  stoppedFor,
} from './mail-stops';
export type { Mailer, MailMessage } from './mailer';
export { type ShopInbox, shopInbox } from './shop-inbox';
