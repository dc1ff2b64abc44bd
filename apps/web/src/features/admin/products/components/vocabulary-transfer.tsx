import { useId, useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { useImportVocabularyMutation } from '@/features/admin/categories/api/categories-api';
import { submitForm } from '@/lib/submit-form';

/**
 * The shop's categories (with their size charts) and colours as a file of their own, out and in:
 * a Shopify product CSV has no room for them, so a catalog moving to another shop takes this file
 * first (docs/product/screens.md, Import and export).
 */
export function VocabularyTransfer() {
  const [importVocabulary, { isLoading }] = useImportVocabularyMutation();
  const [file, setFile] = useState<File | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const fileId = useId();

  const send = async () => {
    setSaid(null);
    if (!file) {
      setSaid({ ok: false, text: 'Choose the categories and colours file first.' });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      setSaid({ ok: false, text: 'That file is not a categories and colours file (JSON).' });
      return;
    }
    const outcome = await submitForm(
      importVocabulary(body as Parameters<typeof importVocabulary>[0]).unwrap(),
      {
        fallback: 'The file could not be imported. Try again.',
      },
    );
    setSaid(
      outcome.ok ? { ok: true, text: outcome.data.message } : { ok: false, text: outcome.failure ?? '' },
    );
  };

  return (
    <section
      aria-labelledby="vocabulary-heading"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="vocabulary-heading" className="font-serif text-xl text-stone-900">
        Categories and colours
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        The shop's categories with their size charts, and its colours with their families, as a file of their
        own. Moving the catalog to another shop, import this file there before the products.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4 text-sm">
        <a
          href="/api/catalog-vocabulary?download=true"
          download
          className="rounded-md border border-stone-900 px-4 py-2 font-medium text-stone-900 hover:bg-stone-900 hover:text-white"
        >
          Export categories and colours (JSON)
        </a>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-medium text-stone-800">
            Categories and colours file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setSaid(null);
            }}
            className="max-w-full text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2"
          />
        </div>
        <button
          type="button"
          onClick={() => void send()}
          disabled={isLoading}
          className="rounded-md bg-stone-900 px-4 py-2 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
        >
          {isLoading ? 'Importing…' : 'Import categories and colours'}
        </button>
      </div>
      {said && (
        <div className="mt-4">
          <FormMessage kind={said.ok ? 'success' : 'error'}>{said.text}</FormMessage>
        </div>
      )}
    </section>
  );
}
