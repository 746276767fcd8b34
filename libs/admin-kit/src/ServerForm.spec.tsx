import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { ApiError } from '@bestellwerk/api-client';
import { ServerForm } from './ServerForm';
import { fieldPath } from './serverErrors';

function BranchForm({ submit }: { submit: (values: unknown) => Promise<unknown> }) {
  return (
    <ServerForm
      submit={submit}
      failureMessage="Die Filiale konnte nicht gespeichert werden."
      initialValues={{ name: 'Graz', address: { zipCode: '8010' } }}
    >
      <Form.Item label="Name" name="name">
        <Input />
      </Form.Item>
      <Form.Item label="PLZ" name={['address', 'zipCode']}>
        <Input />
      </Form.Item>
    </ServerForm>
  );
}

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /speichern/i }));
  });
};

describe('the server form', () => {
  it('shows each server error under the field it names', async () => {
    const submit = jest.fn().mockRejectedValue(
      new ApiError(422, [
        { field: 'name', message: 'Der Name ist bereits vergeben.' },
        { field: 'address.zipCode', message: 'Die PLZ muss vierstellig sein.' },
      ]),
    );
    render(<BranchForm submit={submit} />);
    await save();
    await waitFor(() => expect(screen.getByText('Der Name ist bereits vergeben.')).toBeTruthy());
    expect(screen.getByText('Die PLZ muss vierstellig sein.')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({ name: 'Graz', address: { zipCode: '8010' } });
    // Every error found its field: no form-level message.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the field errors of the previous answer when the next save succeeds', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, [{ field: 'name', message: 'Der Name ist bereits vergeben.' }]),
      )
      .mockResolvedValueOnce({ id: 1 });
    render(<BranchForm submit={submit} />);
    await save();
    await waitFor(() => expect(screen.getByText('Der Name ist bereits vergeben.')).toBeTruthy());
    await save();
    await waitFor(() => expect(screen.queryByText('Der Name ist bereits vergeben.')).toBeNull());
  });

  it('shows errors of unknown fields, or none, as the first server message above the button', async () => {
    const submit = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, [{ field: 'identifier', message: 'Die Kennung ist bereits vergeben.' }]),
      )
      .mockRejectedValueOnce(new ApiError(500, []));
    render(<BranchForm submit={submit} />);
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Die Kennung ist bereits vergeben.'),
    );
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Die Filiale konnte nicht gespeichert werden.',
      ),
    );
  });

  it('reads the server field names as antd name paths', () => {
    expect(fieldPath('items.0.amount')).toEqual(['items', 0, 'amount']);
    expect(fieldPath('items[2].parts[1]')).toEqual(['items', 2, 'parts', 1]);
    expect(fieldPath('name')).toEqual(['name']);
  });
});
