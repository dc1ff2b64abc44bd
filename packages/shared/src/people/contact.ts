// The contact form's limits and texts, shared by the form and the API.

export const CONTACT_USERNAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  messageSent: 'Message sent successfully!',
  messageFailed: 'Failed to send message. Please try again later.',
} as const;
