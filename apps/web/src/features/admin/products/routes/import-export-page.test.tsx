import type { ImportResult } from '@shop/shared/catalog/product-csv';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ImportExportPage } from './import-export-page';

const CSV = 'Handle,Title,Type\r\nboxy-tee,Boxy Tee,Tops\r\nlinen-shirt,Linen Shirt,Shirts\r\n';
const file = (text = CSV, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

const result = (extra: Partial<ImportResult> = {}): ImportResult => ({
  dryRun: true,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
  warnings: [],
  groups: [],
  added: { colors: [], categories: [], sizes: [] },
  ...extra,
});
const unknown = (line: number, value: string) => ({
  line,
  column: 'Type',
  message: `Unknown category "${value}": map it to one of the shop's categories`,
});

/** Each import request as the server receives it: the query, the content type and the text. */
async function imports(fetchMock: ReturnType<typeof mockApi>) {
  const requests = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === '/api/products/import');
  return Promise.all(
    requests.map(async (request) => ({
      method: request.method,
      query: Object.fromEntries(new URL(request.url).searchParams),
      type: request.headers.get('content-type'),
      body: await request.clone().text(),
    })),
  );
}

function renderPage() {
  return renderWithProviders(<ImportExportPage />, { route: '/dashboard/import-export' });
}

describe('Import and export products', () => {
  it('offers the export and the template as downloads', () => {
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Import and export products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export all products (CSV)' })).toHaveAttribute(
      'href',
      '/api/products/export.csv',
    );
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      '/api/products/import-template.csv',
    );
  });

  it('checks the file, maps the unknown categories, checks again and imports with the same options', async () => {
    const fetchMock = mockApi({
      'POST /products/import': (request: Request) => {
        const query = new URL(request.url).searchParams;
        const mapped = JSON.parse(query.get('categoryMap') ?? '{}') as Record<string, string>;
        if (query.get('dryRun') === 'false')
          return result({ dryRun: false, created: 1, updated: 1, unchanged: 0 });
        const errors = [unknown(2, 'Tops'), unknown(3, 'Shirts')].filter(
          (error) => !Object.keys(mapped).some((value) => error.message.includes(`"${value}"`)),
        );
        return result({ created: 1, updated: 1, errors });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('checkbox', { name: 'Skip pictures' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 to create, 1 to update, 0 unchanged, 2 problems to fix',
    );
    const problems = screen.getByRole('table', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LineColumnProblem',
      `2TypeUnknown category "Tops": map it to one of the shop's categories`,
      `3TypeUnknown category "Shirts": map it to one of the shop's categories`,
    ]);
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();

    const mapping = screen.getByRole('table', { name: 'Categories to map' });
    await within(mapping).findAllByRole('option', { name: 'Clothing' });
    await user.selectOptions(within(mapping).getByLabelText('Shop category for "Tops"'), 'Clothing');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    // Shirts is still unknown: the table keeps Tops (mapped) and Shirts.
    expect(await screen.findByText(/1 problem to fix/)).toBeInTheDocument();
    await screen.findAllByRole('option', { name: 'Clothing' });
    await user.selectOptions(screen.getByLabelText('Shop category for "Shirts"'), 'Clothing');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 to create, 1 to update, 0 unchanged$/);
    expect(screen.queryByRole('table', { name: 'Problems in the file' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported: 1 created, 1 updated, 0 unchanged',
    );

    const sent = await imports(fetchMock);
    expect(sent.map((request) => request.query)).toEqual([
      { dryRun: 'true', skipImages: 'true' },
      { dryRun: 'true', skipImages: 'true', categoryMap: '{"Tops":"clothing"}' },
      { dryRun: 'true', skipImages: 'true', categoryMap: '{"Tops":"clothing","Shirts":"clothing"}' },
      { dryRun: 'false', skipImages: 'true', categoryMap: '{"Tops":"clothing","Shirts":"clothing"}' },
    ]);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.type).toBe('text/csv');
      expect(request.body).toBe(CSV);
    }
  });

  it('asks for a new check when the options change after one', async () => {
    mockApi({ 'POST /products/import': result({ created: 3 }) });
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('button', { name: 'Import 3 products' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Skip pictures' }));
    expect(screen.queryByRole('button', { name: 'Import 3 products' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The choices changed since the check: check the file again.'),
    ).toBeInTheDocument();
  });

  it('offers no import when the shop already has every product as the file has it', async () => {
    mockApi({ 'POST /products/import': result({ unchanged: 4 }) });
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('0 to create, 0 to update, 4 unchanged');
    expect(
      screen.getByText('The shop already has every product as the file has it: nothing would change.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('shows the problems an import found after all, and imports nothing', async () => {
    const fetchMock = mockApi({
      'POST /products/import': (request: Request) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? result({ created: 1 })
          : result({
              dryRun: false,
              errors: [{ line: 2, column: 'Image Src', message: 'The picture could not be fetched' }],
            }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 product' }));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(problems).toHaveTextContent('2Image SrcThe picture could not be fetched');
    expect(screen.queryByText(/^Imported:/)).not.toBeInTheDocument();
    expect(await imports(fetchMock)).toHaveLength(2);
  });

  it('says plainly when there is no file, the file is refused, too large, or the shop cannot be reached', async () => {
    let answer: unknown = reply(400, { message: 'Send the file as the body, with Content-Type: text/csv' });
    const fetchMock = mockApi({ 'POST /products/import': () => answer });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(await imports(fetchMock)).toEqual([]);

    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Send the file as the body, with Content-Type: text/csv',
    );

    answer = reply(413, { message: 'The file is larger than 64 MB' });
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file is larger than 64 MB')).toHaveAttribute('role', 'alert');

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shop could not be reached. Check the connection and try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends the default category and the owner’s choices, and reports what the shop would add', async () => {
    const fetchMock = mockApi({
      'POST /products/import': (request: Request) => {
        const query = new URL(request.url).searchParams;
        const families = JSON.parse(query.get('colorFamilies') ?? '{}') as Record<string, string>;
        return result({
          created: 20,
          added: {
            colors: [
              { name: 'Navy', family: 'blue', guessed: true },
              { name: 'Zest', family: families.Zest ?? 'beige', guessed: false },
            ],
            categories: ['Knitwear'],
            sizes: [{ category: 'Clothing', sizes: ['One Size'] }],
          },
          warnings: [
            {
              line: 4,
              column: 'Image Src',
              message: 'The picture at https://cdn.example/a.jpg could not be fetched.',
            },
          ],
          groups: [
            {
              severity: 'warning',
              message: 'No Color option: the colour is taken as black; change it on the product if it is not',
              count: 12,
              lines: [2, 5, 8],
            },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), file());
    await screen.findByRole('option', { name: 'Clothing' });
    await user.selectOptions(screen.getByLabelText('Default category'), 'clothing');
    await user.click(screen.getByRole('checkbox', { name: 'Create categories for new types' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByText('New categories: Knitwear')).toBeInTheDocument();
    expect(screen.getByText('New colours: Navy (blue), Zest (beige)')).toBeInTheDocument();
    expect(screen.getByText('New sizes for Clothing: One Size')).toBeInTheDocument();
    expect(screen.getByText(/Note, 12 rows:/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Notes on the file' })).toBeInTheDocument();
    // Zest's family is the owner's to choose; a check with it sends the choice.
    await user.selectOptions(screen.getByLabelText('Family for Zest'), 'yellow');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByText('New colours: Navy (blue), Zest (yellow)');
    await user.click(screen.getByRole('button', { name: 'Import 20 products' }));

    const sent = (await imports(fetchMock)).map((request) => request.query);
    expect(sent).toEqual([
      { dryRun: 'true', skipImages: 'false', defaultCategory: 'clothing', createCategories: 'true' },
      {
        dryRun: 'true',
        skipImages: 'false',
        defaultCategory: 'clothing',
        createCategories: 'true',
        colorFamilies: '{"Zest":"yellow"}',
      },
      {
        dryRun: 'false',
        skipImages: 'false',
        defaultCategory: 'clothing',
        createCategories: 'true',
        colorFamilies: '{"Zest":"yellow"}',
      },
    ]);
  });

  it('exports the categories and colours as a file, and imports one, saying what changed', async () => {
    const fetchMock = mockApi({
      'PUT /catalog-vocabulary': {
        message: 'Categories: 1 added, 10 updated; colours: 2 added, 0 updated',
        categories: { created: 1, updated: 10 },
        colors: { created: 2, updated: 0 },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'Export categories and colours (JSON)' })).toHaveAttribute(
      'href',
      '/api/catalog-vocabulary?download=true',
    );
    await user.upload(
      screen.getByLabelText('Categories and colours file'),
      new File(['not json'], 'vocabulary.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import categories and colours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a categories and colours file (JSON).',
    );
    const vocabulary = { categories: [], colors: [{ name: 'Navy', family: 'blue', swatch: null }] };
    await user.upload(
      screen.getByLabelText('Categories and colours file'),
      new File([JSON.stringify(vocabulary)], 'vocabulary.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import categories and colours' }));
    expect(
      await screen.findByText('Categories: 1 added, 10 updated; colours: 2 added, 0 updated'),
    ).toBeInTheDocument();
    const sent = await requestsTo(fetchMock, 'PUT', '/catalog-vocabulary');
    expect(sent.map((request) => request.body)).toEqual([vocabulary]);
  });
});
