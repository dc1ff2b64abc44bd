/**
 * An email address that, when its line is too narrow, breaks before the '@' rather than mid-word
 * ('ada.lovelace' / '@example.com'). The text itself is unchanged for copying and search.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
