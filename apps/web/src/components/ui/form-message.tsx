/**
 * The server's answer to a form: green on success, red on failure (docs/product/screens.md).
 * Failures are announced at once; successes politely.
 */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: string }) {
  return kind === 'success' ? (
    <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  );
}
