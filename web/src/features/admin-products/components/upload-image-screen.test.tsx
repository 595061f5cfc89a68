import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { makeAdmin, storeSession, verifyAnswer } from '@/testing/auth-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { MAX_IMAGE_BYTES } from '../api/upload-image';
import { installFakeXhr, pngFile, SIGNATURE, stubObjectUrls, uploadedImage } from '@/testing/fake-xhr';
import { UploadImageScreen } from './upload-image-screen';
import { urlOf } from '@/testing/requests';

const admin = makeAdmin();

function setup() {
  const token = storeSession(admin);
  const fetchMock = mockFetch({
    '/auth/verify': verifyAnswer(admin),
    '/api/generate-signature': () => jsonResponse(SIGNATURE),
  });
  const sent = installFakeXhr();
  stubObjectUrls();
  const rendered = renderWithProviders(<UploadImageScreen />, { url: '/upload-img' });
  return { ...rendered, token, fetchMock, sent };
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>('Choose an image');
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

beforeEach(() => window.localStorage.clear());

describe('/upload-img', () => {
  it("says 'Please select a file to upload.' when Upload is pressed with nothing chosen", async () => {
    const { user, sent } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file to upload.');
    expect(sent).toHaveLength(0);
  });

  it('refuses a file that is not an image, and one over 5 MB, before sending anything', () => {
    const { sent } = setup();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file (JPEG, PNG, etc.)');

    choose(pngFile('huge.png', MAX_IMAGE_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size exceeds 5MB limit');
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('signs, uploads with the bearer and the signed fields, shows the real progress, then the URL', async () => {
    const { user, sent, token, fetchMock } = setup();
    const file = pngFile();
    fireEvent.drop(screen.getByTestId('dropzone'), { dataTransfer: { files: [file] } });
    expect(screen.getByRole('img', { name: 'Preview of sofa.png' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url) === '/api/generate-signature')).toBe(true);
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.form.get('image')).toBe(file);
    expect(xhr.form.get('api_key')).toBe(SIGNATURE.apiKey);
    expect(xhr.form.get('timestamp')).toBe(String(SIGNATURE.timestamp));
    expect(xhr.form.get('signature')).toBe(SIGNATURE.signature);
    expect(xhr.form.get('folder')).toBe('products');

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(512, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => xhr.progress(1229, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    // Every byte sent, but the server has not answered yet: not done.
    act(() => xhr.progress(2048, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '99');

    act(() => xhr.respond(201, uploadedImage('a1b2c3d4e5f6a7b8')));
    expect(await screen.findByLabelText('Image URL')).toHaveValue('/media/i/a1b2c3d4e5f6a7b8');
    expect(screen.getByRole('link', { name: 'View Full Size' })).toHaveAttribute('href', '/media/i/a1b2c3d4e5f6a7b8');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload another image' }));
    expect(screen.getByText('Drag and drop an image here')).toBeInTheDocument();
    expect(screen.queryByLabelText('Image URL')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the file", async () => {
    const { user, sent } = setup();
    choose(pngFile('renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() =>
      sent[0]!.respond(400, {
        error: 'not_an_image',
        message: 'Please select an image file (JPEG, PNG, etc.)',
        fields: { image: 'Please select an image file (JPEG, PNG, etc.)' },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file (JPEG, PNG, etc.)');

    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1]!.respond(413, { error: 'payload_too_large', message: 'File size exceeds 5MB limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size exceeds 5MB limit');
  });

  it('shows an expired signature as the server says it, and stays signed in', async () => {
    const { user, sent, router } = setup();
    choose(pngFile());
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.respond(401, { error: 'signature_expired', message: 'Upload signature has expired - please try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload signature has expired - please try again');
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/upload-img');
  });

  it("says 'Upload failed. Please try again.' when the server fails or cannot be reached", async () => {
    const { user, sent } = setup();
    choose(pngFile());
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.respond(500, { error: 'internal', message: 'Server error - please try again later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1]!.failNetwork());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });
});
