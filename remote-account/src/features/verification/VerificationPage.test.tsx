import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, eventBus, palpiteStore, siteJurisdictionAtom } from '@palpite/shared';
import { json, mockApi, renderAccount } from '../../testing/account-testing.tsx';
import type { AccountDocument } from './api/get-documents.ts';
import { MAX_DOCUMENT_BYTES } from './check-document-file.ts';
import { VerificationPage } from './VerificationPage.tsx';

const doc = (id: number, overrides: Partial<AccountDocument>): AccountDocument => ({
  id,
  kind: 'identity',
  status: 'pending',
  file_name: `scan-${id}.jpg`,
  size_bytes: 120_000,
  uploaded_at: '2026-11-10T12:00:00.000Z',
  reviewed_at: null,
  rejection_reason: null,
  ...overrides,
});

const REJECTED = doc(3, { status: 'rejected', reviewed_at: '2026-11-12T12:00:00.000Z', rejection_reason: 'The photo is blurred.' });
const OLDER = doc(1, { status: 'rejected', rejection_reason: 'Expired document.', uploaded_at: '2026-11-01T12:00:00.000Z' });
const APPROVED_ADDRESS = doc(2, { kind: 'address', status: 'approved', reviewed_at: '2026-11-11T12:00:00.000Z' });

const card = (name: string) => screen.getByRole('listitem', { name });
// userEvent honours `accept` by default; the client checks are what is under test here.
const user = () => userEvent.setup({ applyAccept: false });

afterEach(() => {
  vi.restoreAllMocks();
  palpiteStore.set(siteJurisdictionAtom, 'default');
});

describe('verification', () => {
  it('shows each kind with its status; a rejection shows the reason, support text and a new upload', async () => {
    mockApi({ 'GET user/documents': () => json(200, { documents: [REJECTED, APPROVED_ADDRESS, OLDER] }) });
    await renderAccount(<VerificationPage />);
    const identity = await screen.findByRole('listitem', { name: 'Identity document' });
    expect(await within(identity).findByRole('definition')).toHaveTextContent('Rejected');
    expect(within(identity).getByText('The photo is blurred.')).toBeInTheDocument();
    expect(within(identity).getByText(/Contact our support/)).toBeInTheDocument();
    expect(within(identity).getByLabelText('Send a new file')).toBeEnabled();
    // The earlier upload is in the folded history.
    expect(within(identity).getByText('Earlier uploads (1)')).toBeInTheDocument();
    expect(within(identity).getByText('Expired document.')).toBeInTheDocument();

    const address = card('Proof of address');
    expect(within(address).getByRole('definition')).toHaveTextContent('Approved');
    expect(within(address).getByText('Approved on Nov 11, 2026.')).toBeInTheDocument();
    expect(within(address).queryByLabelText(/Choose a file|Send a new file/)).toBeNull();

    const payment = card('Proof of payment');
    expect(within(payment).getByRole('definition')).toHaveTextContent('Not sent');
    expect(within(payment).getByLabelText('Choose a file')).toBeEnabled();
  });

  it('asks a br player for proof of the bank account, not a photo of a card', async () => {
    mockApi({ 'GET user/documents': () => json(200, { documents: [] }) });
    palpiteStore.set(siteJurisdictionAtom, 'default');
    const view = await renderAccount(<VerificationPage />);
    expect(card('Proof of payment')).toHaveTextContent('A photo of your card');
    view.unmount();

    palpiteStore.set(siteJurisdictionAtom, 'br');
    await renderAccount(<VerificationPage />);
    const payment = card('Proof of payment');
    expect(payment).toHaveTextContent('the bank account you deposit from, showing your name and CPF');
    expect(payment).not.toHaveTextContent(/card/);
  });

  it('refuses a text file and a file over 2 MB before sending anything', async () => {
    const api = mockApi({ 'GET user/documents': () => json(200, { documents: [] }) });
    await renderAccount(<VerificationPage />);
    const payment = card('Proof of payment');
    const input = await within(payment).findByLabelText('Choose a file');
    await screen.findAllByText('Not sent');

    await user().upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(payment).getByRole('alert')).toHaveTextContent('Upload a JPEG or PNG image.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Upload a JPEG or PNG image.'));

    await user().upload(input, new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(payment).getByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(within(payment).queryByRole('button', { name: 'Send document' })).toBeNull();
    expect(api.callsTo('POST user/documents')).toHaveLength(0);

    // A language picked while the message shows says it in that language.
    await act(() => changeLanguage('pt-BR'));
    expect(within(card('Comprovante de pagamento')).getByRole('alert')).toHaveTextContent('O arquivo tem mais de 2 MB.');
  });

  it('re-uploads a rejected kind as multipart, then shows it pending review', async () => {
    const sent = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z', file_name: 'new-id.png' });
    const api = mockApi({
      'GET user/documents': [() => json(200, { documents: [REJECTED] }), () => json(200, { documents: [sent, REJECTED] })],
      'POST user/documents': () =>
        json(201, { success: true, document: sent, message_key: 'documents.uploaded', message: 'Document sent. We review documents within 72 hours.' }),
    });
    await renderAccount(<VerificationPage />);
    const identity = await screen.findByRole('listitem', { name: 'Identity document' });
    const input = await within(identity).findByLabelText('Send a new file');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new-id.png', { type: 'image/png' });
    await user().upload(input, file);
    expect(within(identity).getByText('new-id.png')).toBeInTheDocument();
    await userEvent.click(within(identity).getByRole('button', { name: 'Send document' }));

    expect(await within(identity).findByRole('status')).toHaveTextContent('Document sent. We review documents within 72 hours.');
    expect(await within(identity).findByText('Pending review')).toBeInTheDocument();
    expect(within(identity).getByRole('definition')).toHaveTextContent('Pending review');
    expect(within(identity).queryByLabelText(/Choose a file|Send a new file/)).toBeNull();
    const form = api.callsTo('POST user/documents')[0]!.form!;
    expect(form.get('kind')).toBe('identity');
    expect((form.get('file') as File).name).toBe('new-id.png');
    expect(api.callsTo('GET user/documents')).toHaveLength(2);
  });

  it('shows a review decided while the page is open, once its notification arrives', async () => {
    const pending = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z' });
    const approved = { ...pending, status: 'approved' as const, reviewed_at: '2026-11-22T12:00:00.000Z' };
    const api = mockApi({
      'GET user/documents': [() => json(200, { documents: [pending] }), () => json(200, { documents: [approved] })],
    });
    await renderAccount(<VerificationPage />);
    const identity = card('Identity document');
    expect(await within(identity).findByRole('definition')).toHaveTextContent('Pending review');

    act(() =>
      eventBus.emit('new-notification', {
        message: 'Your identity document has been approved: your identity is verified.',
        key: 'notifications.documentApproved_identity',
      }),
    );
    await vi.waitFor(() => expect(within(identity).getByRole('definition')).toHaveTextContent('Approved'), { timeout: 3000 });
    expect(api.callsTo('GET user/documents')).toHaveLength(2);
  });

  it('shows the server reason when the upload is refused', async () => {
    mockApi({
      'GET user/documents': () => json(200, { documents: [] }),
      'POST user/documents': () =>
        json(422, {
          success: false,
          message_key: 'documents.invalidType',
          message: 'Upload a JPEG or PNG image.',
          errors: { file: ['Upload a JPEG or PNG image.'] },
        }),
    });
    await renderAccount(<VerificationPage />);
    const identity = card('Identity document');
    await screen.findAllByText('Not sent');
    await user().upload(within(identity).getByLabelText('Choose a file'), new File(['not really'], 'fake.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Send document' }));
    expect(await within(identity).findByRole('alert')).toHaveTextContent('Upload a JPEG or PNG image.');
  });

  it('drops the “sent for review” notice once the upload it was shown for is rejected', async () => {
    const sent = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z', file_name: 'id.png' });
    const rejected = { ...sent, status: 'rejected' as const, reviewed_at: '2026-11-22T12:00:00.000Z', rejection_reason: 'The photo is blurred.' };
    mockApi({
      'GET user/documents': [() => json(200, { documents: [] }), () => json(200, { documents: [sent] }), () => json(200, { documents: [rejected] })],
      'POST user/documents': () =>
        json(201, { success: true, document: sent, message_key: 'documents.uploaded', message: 'Document sent. We review documents within 72 hours.' }),
    });
    await renderAccount(<VerificationPage />);
    const identity = card('Identity document');
    await screen.findAllByText('Not sent');
    await user().upload(within(identity).getByLabelText('Choose a file'), new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Send document' }));
    const notice = await within(identity).findByRole('status');
    expect(notice).toHaveTextContent('Document sent.');
    expect(await within(identity).findByText('Pending review')).toBeInTheDocument();
    expect(notice.parentElement).toHaveFocus();

    act(() => eventBus.emit('new-notification', { message: 'Your identity document was rejected.', key: 'notifications.documentRejected_identity' }));
    await vi.waitFor(() => expect(within(identity).getByRole('definition')).toHaveTextContent('Rejected'), { timeout: 3000 });
    expect(within(identity).queryByRole('status')).toBeNull();
    expect(identity).not.toHaveTextContent('Document sent.');
    // The notice held the focus: it stays in the card instead of falling to the page.
    expect(within(identity).getByRole('heading', { name: 'Identity document' })).toHaveFocus();
  });

  it('says why an upload from an out-of-date page was refused, shows the pending document and keeps the focus in the card', async () => {
    // Sent meanwhile from another tab: this page still offers the upload.
    const elsewhere = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z', file_name: 'from-phone.png' });
    const api = mockApi({
      'GET user/documents': [() => json(200, { documents: [] }), () => json(200, { documents: [elsewhere] })],
      'POST user/documents': () =>
        json(409, { success: false, message_key: 'documents.alreadyPending', message: 'Um documento deste tipo já aguarda análise.' }),
    });
    await renderAccount(<VerificationPage />, { language: 'pt-BR' });
    await screen.findAllByText('Não enviado');
    const identity = card('Documento de identidade');
    await user().upload(within(identity).getByLabelText('Escolher arquivo'), new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Enviar documento' }));

    const refusal = await within(identity).findByRole('alert');
    expect(refusal).toHaveTextContent('Um documento deste tipo já aguarda análise.');
    await vi.waitFor(() => expect(within(identity).getByRole('definition')).toHaveTextContent('Em análise'));
    expect(api.callsTo('GET user/documents')).toHaveLength(2);
    // The upload control left with the reload; the refusal, still shown, holds the focus.
    expect(within(identity).queryByLabelText('Escolher arquivo')).toBeNull();
    expect(within(identity).getByRole('alert')).toBe(refusal);
    expect(refusal.parentElement).toHaveFocus();

    await act(() => changeLanguage('en'));
    expect(within(card('Identity document')).getByRole('alert')).toHaveTextContent('A document of this type is already waiting for review.');
  });

  it('drops the refusal once the document sent from elsewhere is rejected, leaving the focus on the card’s heading', async () => {
    const elsewhere = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z' });
    const rejected = { ...elsewhere, status: 'rejected' as const, reviewed_at: '2026-11-22T12:00:00.000Z', rejection_reason: 'The photo is blurred.' };
    mockApi({
      'GET user/documents': [() => json(200, { documents: [] }), () => json(200, { documents: [elsewhere] }), () => json(200, { documents: [rejected] })],
      'POST user/documents': () =>
        json(409, { success: false, message_key: 'documents.alreadyPending', message: 'A document of this type is already waiting for review.' }),
    });
    await renderAccount(<VerificationPage />);
    await screen.findAllByText('Not sent');
    const identity = card('Identity document');
    await user().upload(within(identity).getByLabelText('Choose a file'), new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Send document' }));
    expect(await within(identity).findByRole('alert')).toHaveTextContent('already waiting for review');
    await vi.waitFor(() => expect(within(identity).getByRole('definition')).toHaveTextContent('Pending review'));

    act(() => eventBus.emit('new-notification', { message: 'Your identity document was rejected.', key: 'notifications.documentRejected_identity' }));
    await vi.waitFor(() => expect(within(identity).getByRole('definition')).toHaveTextContent('Rejected'), { timeout: 3000 });
    expect(within(identity).queryByRole('alert')).toBeNull();
    expect(within(identity).getByRole('heading', { name: 'Identity document' })).toHaveFocus();
    expect(within(identity).getByLabelText('Send a new file')).toBeEnabled();
  });

  it('shows a long file name whole, the chosen one and the earlier uploads’', async () => {
    const longName = 'comprovante-de-residencia-conta-de-luz-novembro-2026-frente-e-verso-digitalizado.png';
    const earlier = doc(4, { kind: 'payment', status: 'rejected', file_name: `antigo-${longName}`, rejection_reason: 'Ilegível.' });
    const latest = doc(5, { kind: 'payment', status: 'rejected', uploaded_at: '2026-11-12T12:00:00.000Z', rejection_reason: 'Ilegível.' });
    mockApi({ 'GET user/documents': () => json(200, { documents: [latest, earlier] }) });
    await renderAccount(<VerificationPage />);
    const payment = card('Proof of payment');
    await within(payment).findByText('Earlier uploads (1)');
    expect(within(payment).getByText(`antigo-${longName}`)).toHaveTextContent(`antigo-${longName}`);

    await user().upload(within(payment).getByLabelText('Send a new file'), new File([new Uint8Array([0x89, 0x50])], longName, { type: 'image/png' }));
    expect(within(payment).getByText(longName).textContent).toBe(longName);
  });

  it('names each upload control after its document', async () => {
    mockApi({ 'GET user/documents': () => json(200, { documents: [] }) });
    await renderAccount(<VerificationPage />, { language: 'pt-BR' });
    await screen.findAllByText('Não enviado');
    const names = ['Documento de identidade', 'Comprovante de endereço', 'Comprovante de pagamento'].map((title) => {
      const input = within(card(title)).getByLabelText('Escolher arquivo');
      expect(input).toHaveAccessibleName(`Escolher arquivo ${title}`);
      return input;
    });
    expect(new Set(names.map((input) => input.getAttribute('aria-labelledby'))).size).toBe(3);
  });

  it('says the server’s refusal again in the language picked after it', async () => {
    mockApi({
      'GET user/documents': () => json(200, { documents: [] }),
      'POST user/documents': () =>
        json(422, {
          success: false,
          message_key: 'documents.imageTooLarge',
          message: 'A imagem é grande demais: no máximo 4000 pixels por lado.',
          translation_params: { max: 4000 },
          errors: { file: ['A imagem é grande demais: no máximo 4000 pixels por lado.'] },
        }),
    });
    await renderAccount(<VerificationPage />, { language: 'pt-BR' });
    await screen.findAllByText('Não enviado');
    const identity = card('Documento de identidade');
    await user().upload(within(identity).getByLabelText('Escolher arquivo'), new File(['big'], 'big.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Enviar documento' }));
    expect(await within(identity).findByRole('alert')).toHaveTextContent('A imagem é grande demais: no máximo 4000 pixels por lado.');

    await act(() => changeLanguage('en'));
    expect(within(card('Identity document')).getByRole('alert')).toHaveTextContent('The image is too large: at most 4000 pixels per side.');
  });

  it('says the “sent for review” notice again in the language picked after it', async () => {
    const sent = doc(9, { status: 'pending', uploaded_at: '2026-11-21T12:00:00.000Z', file_name: 'id.png' });
    mockApi({
      'GET user/documents': [() => json(200, { documents: [] }), () => json(200, { documents: [sent] })],
      'POST user/documents': () =>
        json(201, { success: true, document: sent, message_key: 'documents.uploaded', message: 'Documento enviado. Analisamos documentos em até 72 horas.' }),
    });
    await renderAccount(<VerificationPage />, { language: 'pt-BR' });
    await screen.findAllByText('Não enviado');
    const identity = card('Documento de identidade');
    await user().upload(within(identity).getByLabelText('Escolher arquivo'), new File([new Uint8Array([0x89, 0x50])], 'id.png', { type: 'image/png' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Enviar documento' }));
    expect(await within(identity).findByRole('status')).toHaveTextContent('Documento enviado. Analisamos documentos em até 72 horas.');
    expect(await within(identity).findByText('Em análise')).toBeInTheDocument();

    await act(() => changeLanguage('en'));
    expect(within(card('Identity document')).getByRole('status')).toHaveTextContent('Document sent. We review documents within 72 hours.');
  });

  it('says why the list could not load again in the language picked after it', async () => {
    mockApi({ 'GET user/documents': () => json(500, { success: false, message_key: 'unexpectedError', message: 'Algo deu errado. Tente novamente.' }) });
    await renderAccount(<VerificationPage />, { language: 'pt-BR' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo deu errado. Tente novamente.');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('keeps the server’s own words for a message this app has no text for', async () => {
    mockApi({
      'GET user/documents': () => json(200, { documents: [] }),
      'POST user/documents': () => json(429, { success: false, message_key: 'server.onlyKey', message: 'Too many uploads. Wait a minute.' }),
    });
    await renderAccount(<VerificationPage />);
    await screen.findAllByText('Not sent');
    const identity = card('Identity document');
    await user().upload(within(identity).getByLabelText('Choose a file'), new File(['x'], 'id.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(identity).getByRole('button', { name: 'Send document' }));
    expect(await within(identity).findByRole('alert')).toHaveTextContent('Too many uploads. Wait a minute.');
  });

  it('says there is no connection, rather than that the list could not load, when the request got no answer', async () => {
    mockApi({
      'GET user/documents': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAccount(<VerificationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your internet and try again.');
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    mockApi({
      'GET user/documents': () =>
        fail ? json(500, { success: false, message_key: 'x', message: 'Something went wrong. Please try again.' }) : json(200, { documents: [] }),
    });
    await renderAccount(<VerificationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(card('Identity document')).getByLabelText('Choose a file')).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Not sent')).toHaveLength(3);
  });
});
