/** The part of utif (UTIF.js, which ships no types) the TIFF viewer uses. */
declare module 'utif' {
  /** An image file directory: tags as `t<number>`; width, height and data once decoded. */
  export interface IFD {
    [tag: `t${number}`]: unknown;
    width?: number;
    height?: number;
  }
  interface UTIF {
    decode(buffer: ArrayBuffer): IFD[];
    decodeImage(buffer: ArrayBuffer, ifd: IFD): void;
    /** RGBA, 8 bits a channel, ready for ImageData. */
    toRGBA8(ifd: IFD): Uint8Array;
  }
  const UTIF: UTIF;
  export default UTIF;
}
