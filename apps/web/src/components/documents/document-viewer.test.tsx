import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { encodeTiff, tiffPage } from '@lab/domain';
import { TIFF_FIELD_TYPES, tiffSizedAs } from '@lab/domain/tiff-crafted';
import UTIF from 'utif';
import { readTiff } from './decode-tiff';
import { DocumentViewer } from './document-viewer';

const RED = tiffPage(4, 3, () => [200, 10, 10]);
const GRADIENT = tiffPage(6, 2, (x) => [0, x * 40, 255]);
const twoPages = () => {
  const bytes = encodeTiff([RED, GRADIENT]);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

const doc = (mimeType: string) => ({ id: 7, title: 'Requisition scan', mimeType, sha256: 'ab'.repeat(32) });

describe('readTiff', () => {
  it('decodes each page to RGBA', async () => {
    const tiff = await readTiff(twoPages());
    expect(tiff.count).toBe(2);
    const second = tiff.page(1);
    expect([second.width, second.height]).toEqual([6, 2]);
    expect([...second.rgba.subarray(4, 8)]).toEqual([0, 40, 255, 255]);
    expect([...tiff.page(0).rgba.subarray(0, 4)]).toEqual([200, 10, 10, 255]);
  });

  it('refuses, without looping, a TIFF whose directory points to itself, and one too large to show', async () => {
    const loop = encodeTiff([RED]);
    const v = new DataView(loop.buffer);
    const ifd = v.getUint32(4, true);
    const entries = v.getUint16(ifd, true);
    v.setUint32(ifd + 2 + entries * 12, ifd, true);
    await expect(readTiff(loop.buffer as ArrayBuffer)).rejects.toThrow(/point back/);
    const huge = encodeTiff([RED]);
    const h = new DataView(huge.buffer);
    for (let k = 0; k < entries; k++) {
      const at = ifd + 2 + k * 12;
      if (h.getUint16(at, true) === 256 || h.getUint16(at, true) === 257) h.setUint32(at + 8, 16000, true);
    }
    await expect(readTiff(huge.buffer as ArrayBuffer)).rejects.toThrow(/too large to show/);
  });

  it.each(TIFF_FIELD_TYPES)(
    'refuses a page size the decoder reads as 20000 from a %s field, and shows a small one',
    async (_name, type) => {
      const huge = tiffSizedAs(type, 20000);
      // What the check refuses is what utif would read: a 20000 × 20000 second page (about 1.6 GB of RGBA).
      const ifds = UTIF.decode(huge.buffer as ArrayBuffer);
      const size = (tag: `t${number}`) => Number((ifds[1]![tag] as number[])[0]);
      expect(size('t256') * size('t257')).toBe(20000 * 20000);
      await expect(readTiff(huge.buffer as ArrayBuffer)).rejects.toThrow(/20000 × 20000 pixels is too large to show/);
      const small = await readTiff(tiffSizedAs(type, 3).buffer as ArrayBuffer);
      expect(small.count).toBe(2);
    },
  );

  it('refuses bytes that are no TIFF image', async () => {
    const bytes = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(readTiff(bytes.buffer)).rejects.toThrow();
  });
});

describe('DocumentViewer', () => {
  const drawn: { width: number; height: number; first: number[] }[] = [];
  beforeEach(() => {
    drawn.length = 0;
    // jsdom has no canvas drawing: record what the viewer paints.
    vi.stubGlobal(
      'ImageData',
      class {
        constructor(
          readonly data: Uint8ClampedArray,
          readonly width: number,
          readonly height: number,
        ) {}
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          putImageData: (img: { data: Uint8ClampedArray; width: number; height: number }) =>
            drawn.push({ width: img.width, height: img.height, first: [...img.data.subarray(0, 4)] }),
        }) as unknown as CanvasRenderingContext2D,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws a TIFF into a canvas and pages through it', async () => {
    const fetchMock = vi.fn(
      async (_url: string) => new Response(twoPages(), { status: 200, headers: { 'content-type': 'image/tiff' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DocumentViewer doc={doc('image/tiff')} />);
    const canvas = await screen.findByRole('img', { name: 'Requisition scan, page 1 of 2' });
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/documents\/7\/file/);
    expect(canvas.tagName).toBe('CANVAS');
    expect(drawn.at(-1)).toEqual({ width: 4, height: 3, first: [200, 10, 10, 255] });
    expect(screen.getByTestId('tiff-page')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('img', { name: 'Requisition scan, page 2 of 2' })).toHaveAttribute('width', '6');
    expect(drawn.at(-1)).toEqual({ width: 6, height: 2, first: [0, 0, 255, 255] });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // The keyboard pages back.
    screen.getByLabelText(/TIFF, 2 pages/).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('img', { name: 'Requisition scan, page 1 of 2' })).toBeInTheDocument();
  });

  it('says so, with a download link, when the TIFF cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderWithProviders(<DocumentViewer doc={doc('image/tiff')} />);
    expect(await screen.findByText(/stored file is damaged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the file' })).toHaveAttribute(
      'href',
      expect.stringContaining('download=1'),
    );
  });

  it('shows PDFs in a frame and images as images, each by a signed link', async () => {
    // Changed with the signed links: the frame and the image wait for their link (POST /api/downloads/sign).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const { path } = JSON.parse(String(init?.body)) as { path: string };
        return Response.json({ url: `${path}?sig=x&exp=${Math.floor(Date.now() / 1000) + 300}`, expiresAt: '' });
      }),
    );
    const { unmount } = renderWithProviders(<DocumentViewer doc={doc('application/pdf')} />);
    const frame = await screen.findByTitle('Preview of Requisition scan');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^\/api\/documents\/7\/file\?sig=x&exp=\d+$/);
    unmount();
    renderWithProviders(<DocumentViewer doc={doc('image/png')} />);
    expect((await screen.findByRole('img', { name: 'Requisition scan' })).tagName).toBe('IMG');
  });
});
