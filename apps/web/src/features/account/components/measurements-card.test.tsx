import { type Measurements, NO_MEASUREMENTS } from '@shop/shared/people/measurements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { MeasurementsCard } from './measurements-card';

const PATH = '/users/me/measurements';
const SENTENCE = 'Used only to suggest your size on product pages. Only you can see them.';

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(routes);
  renderWithProviders(<MeasurementsCard />, { user: publicUser() });
  return fetchMock;
}

const card = () => screen.getByRole('region', { name: 'My measurements' });
const field = (label: string) => within(card()).getByLabelText(label);
const saveButton = () => within(card()).getByRole('button', { name: 'Save measurements' });

describe('MeasurementsCard', () => {
  it('shows the measurements kept, in the unit the shopper chose, and who sees them', async () => {
    const kept: Measurements = { unit: 'in', height: 65, bust: 36.5, waist: null, hips: 38 };
    renderCard({ [`GET ${PATH}`]: kept });
    expect(await within(card()).findByLabelText('Height')).toHaveValue(65);
    expect(within(card()).getByText(SENTENCE)).toBeInTheDocument();
    expect(within(card()).getByRole('radio', { name: 'inches' })).toBeChecked();
    expect(field('Bust')).toHaveValue(36.5);
    expect(field('Waist')).toHaveValue(null);
    expect(field('Hips')).toHaveValue(38);
    expect(field('Bust')).toHaveAccessibleDescription('19.7–78.7 inches');
    expect(within(card()).getByRole('button', { name: 'Forget my measurements' })).toBeInTheDocument();
  });

  it('saves what was typed in centimetres, the empty ones as null, and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard({
      [`GET ${PATH}`]: NO_MEASUREMENTS,
      [`PUT ${PATH}`]: { unit: 'cm', height: 168.5, bust: 88, waist: null, hips: null },
    });
    await within(card()).findByLabelText('Height');
    expect(within(card()).getByRole('radio', { name: 'cm' })).toBeChecked();
    expect(within(card()).queryByRole('button', { name: 'Forget my measurements' })).not.toBeInTheDocument();

    await user.type(field('Height'), '168.5');
    await user.type(field('Bust'), '88');
    await user.click(saveButton());

    expect(await within(card()).findByText('Your measurements are saved.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PUT', PATH)).toEqual([
      { url: expect.any(String), body: { unit: 'cm', height: 168.5, bust: 88, waist: null, hips: null } },
    ]);
    // The saved answer reaches the page's copy a moment after the message: wait for it as a shopper would.
    expect(await within(card()).findByRole('button', { name: 'Forget my measurements' })).toBeInTheDocument();
  });

  it('turns what was typed into inches when the shopper switches, and saves it in inches', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard({
      [`GET ${PATH}`]: NO_MEASUREMENTS,
      [`PUT ${PATH}`]: { unit: 'in', height: 65, bust: 35.4, waist: null, hips: null },
    });
    await user.type(await within(card()).findByLabelText('Height'), '165.1');
    await user.type(field('Bust'), '90');
    await user.click(within(card()).getByRole('radio', { name: 'inches' }));

    expect(field('Height')).toHaveValue(65);
    expect(field('Bust')).toHaveValue(35.4);
    expect(field('Height')).toHaveAccessibleDescription('47.3–86.6 inches');
    await user.click(saveButton());
    expect(await within(card()).findByText('Your measurements are saved.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PUT', PATH)).toEqual([
      { url: expect.any(String), body: { unit: 'in', height: 65, bust: 35.4, waist: null, hips: null } },
    ]);
  });

  it('says under each field what is wrong before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard({ [`GET ${PATH}`]: NO_MEASUREMENTS });
    await user.click(await within(card()).findByRole('radio', { name: 'inches' }));
    await user.type(field('Height'), '170');
    await user.type(field('Waist'), '27.55');
    await user.type(field('Hips'), '19');
    await user.click(saveButton());

    expect(field('Height')).toHaveAccessibleDescription('Height must be between 47.3 and 86.6 inches.');
    expect(field('Waist')).toHaveAccessibleDescription('Waist may have at most one decimal.');
    expect(field('Hips')).toHaveAccessibleDescription('Hips must be between 19.7 and 78.7 inches.');
    expect(field('Bust')).toHaveAccessibleDescription('19.7–78.7 inches');
    expect(await requestsTo(fetchMock, 'PUT', PATH)).toEqual([]);
  });

  it("puts the server's refusal under the field it names, and any other failure below the form", async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () =>
      reply(400, {
        message: "Invalid field 'bust': Bust must be between 50 and 200 cm.",
        field: 'bust',
        errors: [{ field: 'bust', message: 'Bust must be between 50 and 200 cm.' }],
      });
    renderCard({ [`GET ${PATH}`]: NO_MEASUREMENTS, [`PUT ${PATH}`]: () => answer() });
    await user.type(await within(card()).findByLabelText('Bust'), '90');
    await user.click(saveButton());
    expect(await within(card()).findByText('Bust must be between 50 and 200 cm.')).toBeInTheDocument();
    expect(field('Bust')).toHaveAccessibleDescription('Bust must be between 50 and 200 cm.');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(saveButton());
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Your measurements could not be saved. Please try again.',
    );
    expect(within(card()).queryByText('Your measurements are saved.')).not.toBeInTheDocument();
  });

  it('forgets them on request: the fields empty and the shopper is told', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCard({
      [`GET ${PATH}`]: { unit: 'in', height: 65, bust: 36.5, waist: 28, hips: 38 },
      [`DELETE ${PATH}`]: reply(204, null),
    });
    await user.click(await within(card()).findByRole('button', { name: 'Forget my measurements' }));

    expect(await within(card()).findByText('Your measurements are forgotten.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'DELETE', PATH)).toHaveLength(1);
    // The emptied answer reaches the page's copy a moment after the message.
    await waitFor(() =>
      expect(
        within(card()).queryByRole('button', { name: 'Forget my measurements' }),
      ).not.toBeInTheDocument(),
    );
    for (const label of ['Height', 'Bust', 'Waist', 'Hips']) expect(field(label)).toHaveValue(null);
    expect(within(card()).getByRole('radio', { name: 'cm' })).toBeChecked();
  });

  it("says 'Something went wrong.' when they cannot be read", async () => {
    renderCard({ [`GET ${PATH}`]: reply(500, { message: 'Something went wrong. Please try again later.' }) });
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(within(card()).queryByLabelText('Height')).not.toBeInTheDocument();
  });
});
