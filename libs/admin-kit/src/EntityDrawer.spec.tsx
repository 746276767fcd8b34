import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, Form, Input } from 'antd';
import { ApiError } from '@bestellwerk/api-client';
import { EntityDrawer } from './EntityDrawer';

// antd's drawer renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

interface Tag {
  id: number;
  name: string;
}

function renderDrawer(
  remove: (id: number) => Promise<unknown>,
  onRemoved: () => void,
  removeNote?: (tag: Tag) => string | undefined,
) {
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
        removeNote={removeNote}
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

describe('the entity drawer’s options', () => {
  it('says what goes with the entity under the delete confirmation', async () => {
    renderDrawer(jest.fn(), jest.fn(), (tag) => `${tag.name}: 3 Produkte verlieren den Tag.`);
    fireEvent.click(await screen.findByRole('button', { name: 'Tag „Vegan“ löschen' }));
    await screen.findByText('Tag „Vegan“ löschen?');
    screen.getByText('Vegan: 3 Produkte verlieren den Tag.');
  });

  it('edits without create(), under its own title and submit label, and reports the saved entity', async () => {
    const update = jest.fn(async (id: number, values: { name: string }) => ({ id, ...values }));
    const onSaved = jest.fn();
    const onClose = jest.fn();
    render(
      <AntApp>
        <EntityDrawer<Tag, { name: string }>
          target={7}
          onClose={onClose}
          onSaved={onSaved}
          load={async (id) => ({ id, name: 'Vegan' })}
          update={update}
          defaults={{ name: '' }}
          noun={{ article: 'Der', singular: 'Tag' }}
          messages={{ saved: 'Der Tag wurde korrigiert.' }}
          submitLabel="Korrektur speichern"
          editTitle="Tag korrigieren"
          titleOf={(tag) => `Tag „${tag.name}“`}
        >
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </EntityDrawer>
      </AntApp>,
    );
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Tag korrigieren');
    expect(within(drawer).queryByText('Tag „Vegan“')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Speichern' })).toBeNull();
    fireEvent.change(await within(drawer).findByLabelText('Name'), {
      target: { value: 'Vegetarisch' },
    });
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Korrektur speichern' }));
    });
    await screen.findByText('Der Tag wurde korrigiert.');
    expect(update).toHaveBeenCalledWith(7, { name: 'Vegetarisch' });
    expect(onSaved).toHaveBeenCalledWith({ id: 7, name: 'Vegetarisch' });
    expect(onClose).toHaveBeenCalled();
  });
});
