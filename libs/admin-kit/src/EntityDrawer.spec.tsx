import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, Form, Input } from 'antd';
import { ApiError } from '@bestellwerk/api-client';
import { EntityDrawer } from './EntityDrawer';

// antd's drawer renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

interface Tag {
  id: number;
  name: string;
}

function renderDrawer(remove: (id: number) => Promise<unknown>, onRemoved: () => void) {
  const onClose = jest.fn();
  render(
    <AntApp>
      <EntityDrawer<Tag>
        target={7}
        onClose={onClose}
        onSaved={() => {}}
        load={async (id) => ({ id, name: 'Vegan' })}
        create={async () => ({ id: 8, name: 'neu' })}
        update={async (id) => ({ id, name: 'Vegan' })}
        remove={remove}
        onRemoved={onRemoved}
        defaults={{}}
        noun={{ article: 'Der', singular: 'Tag' }}
        titleOf={(tag) => `Tag „${tag.name}“`}
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </EntityDrawer>
    </AntApp>,
  );
  return { onClose };
}

const confirmDelete = async () => {
  // jsdom matches no media query: the phone layout, an icon button named after the entry.
  fireEvent.click(await screen.findByRole('button', { name: 'Tag „Vegan“ löschen' }));
  await screen.findByText('Tag „Vegan“ löschen?');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  });
};

describe('the entity drawer with „Löschen“', () => {
  it('asks, deletes, reports it and closes', async () => {
    const remove = jest.fn().mockResolvedValue({});
    const onRemoved = jest.fn();
    const { onClose } = renderDrawer(remove, onRemoved);
    await confirmDelete();
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith(7);
    expect(onClose).toHaveBeenCalled();
    await screen.findByText('Der Tag wurde gelöscht.');
  });

  it('shows the German failure with „Erneut versuchen“ and stays open', async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(0, []));
    const onRemoved = jest.fn();
    const { onClose } = renderDrawer(remove, onRemoved);
    await confirmDelete();
    await screen.findByText('Der Tag konnte nicht gelöscht werden.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(onRemoved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
