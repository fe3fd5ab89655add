import type { IFD } from 'utif';
import { checkTiff } from '@lab/domain';
import { i18n } from '@/lib/i18n';

/** The decoder's messages, shown under the viewer, in the language shown. */
const say = (key: string, page?: number) => i18n.t(`viewer.tiff.${key}`, { ns: 'documents', page });

export interface TiffImage {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

/** The pages of a TIFF; each is decoded only when asked for (a scan may hold many large pages). */
export interface TiffPages {
  count: number;
  page(index: number): TiffImage;
}

/** Reads the page directories of a TIFF with utif, loaded on first use so other screens do not carry it. */
export async function readTiff(buffer: ArrayBuffer): Promise<TiffPages> {
  // The decoder loops on a directory that points to itself and allocates whatever size a page claims:
  // check the structure first, as the upload does (a file stored before that check is refused here).
  const check = checkTiff(new Uint8Array(buffer));
  if (!check.ok) throw new Error(check.reason);
  const { default: UTIF } = await import('utif');
  // Directories without a width are not images (e.g. EXIF blocks).
  const pages = UTIF.decode(buffer).filter((ifd: IFD) => Array.isArray(ifd.t256));
  if (!pages.length) throw new Error(say('noImage'));
  const decoded = new Map<number, TiffImage>();
  return {
    count: pages.length,
    page(index) {
      const ready = decoded.get(index);
      if (ready) return ready;
      const ifd = pages[index];
      if (!ifd) throw new Error(say('noPage', index + 1));
      UTIF.decodeImage(buffer, ifd);
      const rgba = new Uint8ClampedArray(UTIF.toRGBA8(ifd));
      const image = { width: ifd.width ?? 0, height: ifd.height ?? 0, rgba };
      if (!image.width || !image.height || rgba.length < image.width * image.height * 4) {
        throw new Error(say('pageNotDecoded', index + 1));
      }
      decoded.set(index, image);
      return image;
    },
  };
}
