import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '../../../common/error-codes.ts';
import type { Union, Upazila, Village } from '../../../common/schemas/geo.ts';
import { addressText as T } from '../../i18n/address.ts';
import {
  fakeServer,
  renderWithQueries,
  type FakeAnswer,
  type FakeCall,
} from '../../test/queries.tsx';
import { AddPlaceForm } from './AddPlaceForm.tsx';
import { EditPlaceForm } from './EditPlaceForm.tsx';
import { unionSection, villageSection } from './place-sections.ts';

// The real Add and Edit forms of the address page, one code for every kind, against a fake
// server (only fetch is replaced): each kind gets the server's refusals as the others do.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toast.tsx', () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

/** A refusal as the server words it: its English message, the field and the code the form goes by. */
const refusal = (status: number, code: ErrorCode, message: string, field: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Refused', code, message, field },
});
const refused = (status: number): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Refused', message: 'Refused' },
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** The message under a field, found through the field's own aria-describedby. */
const messageOf = (id: string) =>
  document.getElementById(input(id).getAttribute('aria-describedby') ?? '')?.textContent;

function add(section: typeof unionSection, answer: (call: FakeCall) => FakeAnswer) {
  const server = fakeServer(answer);
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithQueries(<AddPlaceForm place={section} onClose={onClose} onAdded={onAdded} />);
  return { ...server, onClose, onAdded };
}

const union = { _id: '7', name: 'Uttar', bn_name: 'উত্তর', union_id: '7', upazila_id: '3' } as Union;
const village = { _id: 'v-1', name: 'Kashipur', bn_name: 'কাশিপুর', union_id: '7' } as Village;
const upazila = {
  _id: '3',
  name: 'Sadar',
  bn_name: 'সদর',
  upazila_id: '3',
  district_id: '1',
} as Upazila;

function edit(
  kind: 'union' | 'village' | 'upazila',
  place: Union | Village | Upazila,
  answer: (call: FakeCall) => FakeAnswer,
) {
  const server = fakeServer(answer);
  const onClose = vi.fn();
  renderWithQueries(<EditPlaceForm kind={kind} place={place} onClose={onClose} />);
  return { ...server, onClose };
}

describe('Add Union and Add Village', () => {
  it('labels every input and sends the ids as numbers (Bengali digits count)', async () => {
    const { calls, onClose, onAdded } = add(villageSection, () => ({
      body: { insertedId: 'v-9' },
    }));
    expect(screen.getByLabelText(T.form.villageEnglishName)).toBe(input('village-name'));
    expect(screen.getByLabelText(T.form.villageBanglaName)).toBe(input('village-bn_name'));
    expect(screen.getByLabelText(T.form.unionId)).toBe(input('village-union_id'));
    type('village-name', 'Kashipur');
    type('village-bn_name', 'কাশিপুর');
    type('village-union_id', '৭');
    press(T.addVillage);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/villages',
      body: { name: 'Kashipur', bn_name: 'কাশিপুর', union_id: 7 },
    });
    expect(onAdded).toHaveBeenCalled();
    expect(toasts.success).toHaveBeenCalledWith(T.toast.villageAdded);
  });

  it('puts a taken union id (409) under the Union ID, focused, and keeps the form open', async () => {
    const { onClose } = add(unionSection, () =>
      refusal(409, 'UNION_ID_TAKEN', 'union_id: the union id 7 is already taken', 'union_id'),
    );
    type('union-name', 'Uttar');
    type('union-bn_name', 'উত্তর');
    type('union-union_id', '7');
    type('union-upazila_id', '3');
    press(T.addUnion);
    await waitFor(() => expect(messageOf('union-union_id')).toBe(T.errors.UNION_ID_TAKEN));
    expect(input('union-union_id').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('union-union_id'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a village name its union has (409) under the name, focused', async () => {
    const { onClose } = add(villageSection, () =>
      refusal(
        409,
        'VILLAGE_NAME_TAKEN',
        'name: this union already has a village with this name',
        'name',
      ),
    );
    type('village-name', 'Kashipur');
    type('village-bn_name', 'কাশিপুর');
    type('village-union_id', '7');
    press(T.addVillage);
    await waitFor(() => expect(messageOf('village-name')).toBe(T.errors.VILLAGE_NAME_TAKEN));
    expect(document.activeElement).toBe(input('village-name'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts an id that names no union or upazila (400) under that id, in the page's words", async () => {
    // Worded otherwise than the server words it today: the form goes by the code, not the English.
    add(villageSection, () => refusal(400, 'UNION_NOT_FOUND', 'union_id: unknown id', 'union_id'));
    type('village-name', 'Kashipur');
    type('village-bn_name', 'কাশিপুর');
    type('village-union_id', '7');
    press(T.addVillage);
    await waitFor(() => expect(messageOf('village-union_id')).toBe(T.errors.UNION_NOT_FOUND));
    cleanup();
    add(unionSection, () =>
      refusal(400, 'UPAZILA_NOT_FOUND', 'upazila_id: unknown id', 'upazila_id'),
    );
    type('union-name', 'Uttar');
    type('union-bn_name', 'উত্তর');
    type('union-union_id', '7');
    type('union-upazila_id', '3');
    press(T.addUnion);
    await waitFor(() => expect(messageOf('union-upazila_id')).toBe(T.errors.UPAZILA_NOT_FOUND));
  });

  it('closes on a 403 and says only a super admin adds', async () => {
    const { onClose } = add(unionSection, () => refused(403));
    type('union-name', 'Uttar');
    type('union-bn_name', 'উত্তর');
    type('union-union_id', '7');
    type('union-upazila_id', '3');
    press(T.addUnion);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.error).toHaveBeenCalledWith(T.toast.onlySuperAddUnion);
  });
});

describe('Edit a union, a village or an upazila', () => {
  it('puts a village name its union has (409) under the name, focused', async () => {
    const { calls, onClose } = edit('village', village, () =>
      refusal(
        409,
        'VILLAGE_NAME_TAKEN',
        'name: this union already has a village with this name',
        'name',
      ),
    );
    type('edit-village-name', 'Rampur');
    press(T.form.save);
    await waitFor(() => expect(messageOf('edit-village-name')).toBe(T.errors.VILLAGE_NAME_TAKEN));
    expect(input('edit-village-name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('edit-village-name'));
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/villages/v-1' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a 403 and says only a super admin edits', async () => {
    const { onClose } = edit('union', union, () => refused(403));
    press(T.form.save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.error).toHaveBeenCalledWith(T.toast.onlySuperEditUnion);
  });

  it('shows an upazila’s English name read-only and sends its Bangla name alone', async () => {
    const { calls, onClose } = edit('upazila', upazila, () => ({
      body: { acknowledged: true, modifiedCount: 1 },
    }));
    expect(input('edit-upazila-name').readOnly).toBe(true);
    expect(input('edit-village-name')).toBeNull();
    type('edit-upazila-bn_name', 'সদর উপজেলা');
    press(T.form.save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/upazilas/3',
      body: { bn_name: 'সদর উপজেলা' },
    });
    expect(toasts.success).toHaveBeenCalledWith(T.toast.upazilaUpdated);
  });
});
