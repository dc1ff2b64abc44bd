import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { SettingsSaveRow } from './settings-card';
import { useSettingsSave } from './use-settings-save';

// The cards' own tests cover their requests and field refusals; these cover what only the shared
// save decides: 'Saving…', the message once kept, a refusal naming no field, and when the last
// result goes.

interface Values {
  name: string;
}

function NameForm({
  send,
  clearOnEverySubmit,
}: {
  send: (body: Values) => Promise<Values>;
  clearOnEverySubmit?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: { name: 'First' } });
  const { result, saving, onSubmit } = useSettingsSave(form, {
    send,
    fields: ['name'],
    fallback: 'The name could not be saved.',
    valuesOf: (saved) => saved,
    savedMessage: (saved) => `Saved as ${saved.name}.`,
    clearOnEverySubmit,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField
        label="Name"
        error={form.formState.errors.name?.message}
        {...form.register('name', { required: 'Please give a name.' })}
      />
      <SettingsSaveRow result={result} saving={saving} label="Save name" />
    </form>
  );
}

describe('Saving a settings form', () => {
  it('says it is saving, then what the server kept, which the form now holds', async () => {
    let answer: (saved: Values) => void = () => {};
    const send = vi.fn(() => new Promise<Values>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<NameForm send={send} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Typed');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ name: 'Typed' });
    answer({ name: 'Kept' });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as Kept.');
    expect(screen.getByLabelText('Name')).toHaveValue('Kept');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled();
  });

  it('says a refusal naming no field in an alert: the server’s words, else its own', async () => {
    const send = vi
      .fn<(body: Values) => Promise<Values>>()
      .mockRejectedValueOnce({ status: 409, data: { message: 'Someone saved first.' } })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<NameForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone saved first.');

    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The name could not be saved.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the last result when the form fails its checks, and sends nothing', async () => {
    const send = vi.fn(async (body: Values) => body);
    const user = userEvent.setup();
    render(<NameForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as First.');

    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please give a name.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Saved as First.');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('with clearOnEverySubmit, drops the last result at every press of Save', async () => {
    const send = vi.fn(async (body: Values) => body);
    const user = userEvent.setup();
    render(<NameForm send={send} clearOnEverySubmit />);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as First.');

    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Please give a name.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
