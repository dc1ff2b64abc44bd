import type { ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { LoadedPart } from '@/components/ui/loaded-part';
import type { SaveResult } from './use-settings-save';

/**
 * A settings card below a settings page's own form (docs/product/screens.md): its heading, a
 * line on what it does, then its form once the settings are in.
 */
export function SettingsCard<T>({
  headingId,
  title,
  intro,
  isError,
  data,
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  isError: boolean;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-12 max-w-xl border-t border-stone-200 pt-8">
      <h2 id={headingId} className="font-serif text-xl text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
      <LoadedPart isError={isError} data={data}>
        {children}
      </LoadedPart>
    </section>
  );
}

/** A card's Save button, with how the last save ended above it; 'Saving…' and disabled meanwhile. */
export function SettingsSaveRow({
  result,
  saving,
  label,
  className,
}: {
  result: SaveResult | null;
  saving: boolean;
  label: string;
  className?: string;
}) {
  return (
    <div className={className}>
      {result && (
        <div className="mb-3">
          <FormMessage kind={result.kind}>{result.message}</FormMessage>
        </div>
      )}
      <button
        type="submit"
        disabled={saving}
        className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
      >
        {saving ? 'Saving…' : label}
      </button>
    </div>
  );
}
