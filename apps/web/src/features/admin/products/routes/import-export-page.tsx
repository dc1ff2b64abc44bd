import { type ImportResult, PRODUCT_CSV_MAX_BYTES } from '@shop/shared/catalog/product-csv';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { useImportProductsMutation } from '../api/products-api';
import { type ImportChoices, ImportOptions, NO_CHOICES } from '../components/import-options';
import { ImportReport } from '../components/import-report';
import { VocabularyTransfer } from '../components/vocabulary-transfer';

const MAX_MB = Math.round(PRODUCT_CSV_MAX_BYTES / 1024 / 1024);

/**
 * Import / Export: the catalog out as Shopify's product CSV, and a
 * Shopify CSV in: checked first (a dry run that writes nothing), then imported all at once.
 */
export function ImportExportPage() {
  usePageMeta('Import and export products — Velora');
  const link = 'font-medium text-rose-800 underline';
  return (
    <section aria-labelledby="import-export-heading" className="max-w-4xl">
      <h1 id="import-export-heading" className="font-serif text-2xl text-stone-900">
        Import and export products
      </h1>
      <p className="mt-2 text-sm text-stone-600">
        Files are in the product CSV format Shopify uses, so a catalog moves between Shopify and this shop.
      </p>

      <section
        aria-labelledby="export-heading"
        className="mt-8 rounded-lg border border-stone-200 bg-white p-5"
      >
        <h2 id="export-heading" className="font-serif text-xl text-stone-900">
          Export
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          <a
            href="/api/products/export.csv"
            download
            className="rounded-md bg-stone-900 px-4 py-2 font-medium text-white hover:bg-rose-800"
          >
            Export all products (CSV)
          </a>
          <p className="text-stone-600">
            To export some of them, filter{' '}
            <Link to={paths.dashboardManageProducts} className={link}>
              Manage Products
            </Link>{' '}
            and export the filtered list there.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="import-heading"
        className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
      >
        <h2 id="import-heading" className="font-serif text-xl text-stone-900">
          Import
        </h2>
        <p className="mt-2 text-sm text-stone-600">
          Products are matched by Handle and SKU: a product already in the shop is updated, a new one is
          created. Start from{' '}
          <a href="/api/products/import-template.csv" download className={link}>
            Download the template
          </a>{' '}
          or from a Shopify export.
        </p>
        <ImportForm />
      </section>

      <VocabularyTransfer />
    </section>
  );
}

type Mapping = Record<string, string>;

/** The options a dry run was made with, so an import goes only with the options checked. */
const optionsKey = (
  file: File | null,
  fileVersion: number,
  choices: ImportChoices,
  map: Mapping,
  families: Mapping,
) => JSON.stringify([file?.name, fileVersion, choices, chosen(map), chosen(families)]);

/** The mappings the owner has chosen, as the API's categoryMap. */
const chosen = (mapping: Mapping) =>
  Object.fromEntries(Object.entries(mapping).filter(([, category]) => category !== ''));

/** What the owner reads when the server could not answer with a report. */
function failureOf(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return apiErrorMessage(error) ?? `The file is too large: at most ${MAX_MB} MB.`;
  if (status === 'FETCH_ERROR') return 'The shop could not be reached. Check the connection and try again.';
  return apiErrorMessage(error) ?? 'The file could not be checked. Try again.';
}

function ImportForm() {
  const [importProducts] = useImportProductsMutation();
  const [file, setFile] = useState<File | null>(null);
  // Choosing a file again (even one of the same name) makes earlier checks stale.
  const [fileVersion, setFileVersion] = useState(0);
  const [choices, setChoices] = useState<ImportChoices>(NO_CHOICES);
  const [mapping, setMapping] = useState<Mapping>({});
  const [families, setFamilies] = useState<Mapping>({});
  const [report, setReport] = useState<{ result: ImportResult; key: string } | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const fileId = useId();
  const key = optionsKey(file, fileVersion, choices, mapping, families);

  const send = async (dryRun: boolean): Promise<ImportResult | null> => {
    setFailure(null);
    if (!file) {
      setFailure('Choose a CSV file first.');
      return null;
    }
    if (file.size > PRODUCT_CSV_MAX_BYTES) {
      setFailure(`The file is too large: at most ${MAX_MB} MB.`);
      return null;
    }
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setFailure('The file could not be read. Choose it again.');
      return null;
    }
    setBusy(dryRun ? 'check' : 'import');
    try {
      return await importProducts({
        csv,
        dryRun,
        ...choices,
        categoryMap: chosen(mapping),
        colorFamilies: chosen(families),
      }).unwrap();
    } catch (error) {
      setFailure(failureOf(error));
      return null;
    } finally {
      setBusy(null);
    }
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setImported(null);
    const result = await send(true);
    if (result) setReport({ result, key });
  };

  const runImport = async () => {
    const result = await send(false);
    if (!result) return;
    if (result.errors.length > 0) {
      // Something changed since the check (a picture that could not be fetched): nothing was written.
      setReport({ result, key });
      return;
    }
    setReport(null);
    setImported(result);
  };

  const ready = report && report.key === key && report.result.errors.length === 0;
  const changes = report ? report.result.created + report.result.updated : 0;

  return (
    <>
      <form onSubmit={(event) => void check(event)} className="mt-4 text-sm">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={fileId} className="font-medium text-stone-800">
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileVersion((version) => version + 1);
                setReport(null);
                setImported(null);
                setFailure(null);
              }}
              className="max-w-full text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2"
            />
          </div>
          <button
            type="submit"
            disabled={busy !== null}
            className="rounded-md bg-stone-900 px-4 py-2 font-medium text-white hover:bg-rose-800 disabled:opacity-60"
          >
            {busy === 'check' ? 'Checking…' : 'Check the file'}
          </button>
        </div>
        <ImportOptions choices={choices} onChange={setChoices} />
      </form>

      {failure && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      {report && (
        <ImportReport
          result={report.result}
          mapping={mapping}
          onMap={(value, category) => setMapping((known) => ({ ...known, [value]: category }))}
          families={families}
          onFamily={(name, family) => setFamilies((known) => ({ ...known, [name]: family }))}
        />
      )}
      {report && report.key !== key && (
        <p className="mt-4 text-sm text-amber-800">
          The choices changed since the check: check the file again.
        </p>
      )}
      {ready && changes === 0 && (
        <p className="mt-4 text-sm text-stone-700">
          The shop already has every product as the file has it: nothing would change.
        </p>
      )}
      {ready && changes > 0 && (
        <button
          type="button"
          onClick={() => void runImport()}
          disabled={busy !== null}
          className="mt-4 rounded-md bg-rose-800 px-4 py-2 text-sm font-medium text-white hover:bg-rose-900 disabled:opacity-60"
        >
          {busy === 'import' ? 'Importing…' : `Import ${changes} ${changes === 1 ? 'product' : 'products'}`}
        </button>
      )}
      {imported && (
        <div className="mt-6 text-sm">
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-800">
            Imported: {imported.created} created, {imported.updated} updated, {imported.unchanged} unchanged
          </p>
          <Link
            to={paths.dashboardManageProducts}
            className="mt-3 inline-block font-medium text-rose-800 underline"
          >
            See them in Manage Products
          </Link>
        </div>
      )}
    </>
  );
}
