import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Box, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { isPreviewable, type TDocument } from '@lab/domain';
import { session } from '@/lib/session';
import { useEmbeddedUrl, useSignedLink } from '@/lib/downloads';
import { documentKeys } from '@/api/query-keys';
import { readTiff } from './decode-tiff';
import { documentMessage } from './document-messages';

export const documentFilePath = (doc: Pick<TDocument, 'id'>) => `/api/documents/${doc.id}/file`;

/** The props of a link that saves the document's file (a signed link, lib/downloads.ts). */
export const useDocumentDownload = (doc: Pick<TDocument, 'id'>) =>
  useSignedLink(documentFilePath(doc), { download: 1 });

/** The "Download" button of a document's modal and page. */
export function DocumentDownloadButton({ doc, size }: { doc: Pick<TDocument, 'id'>; size?: 'xs' }) {
  const { t } = useTranslation('documents');
  const download = useDocumentDownload(doc);
  return (
    <Button
      component="a"
      {...download}
      size={size}
      variant={size ? 'light' : undefined}
      leftSection={<IconDownload size={size ? 14 : 16} />}
    >
      {t('download')}
    </Button>
  );
}

type ViewedDocument = Pick<TDocument, 'id' | 'title' | 'mimeType' | 'sha256'>;

const frame = { border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 } as const;

/**
 * Shows a document in the page: PDF in the browser's viewer, PNG and JPEG as images, TIFF (which browsers
 * cannot show) decoded into a canvas with page navigation. `height` bounds it (the modal uses 75vh).
 */
export function DocumentViewer({ doc, height = '75vh' }: { doc: ViewedDocument; height?: string }) {
  const { t } = useTranslation('documents');
  if (!isPreviewable(doc.mimeType)) return <NoPreview doc={doc} reason={t('viewer.cannotShowType')} />;
  if (doc.mimeType === 'image/tiff') return <TiffViewer doc={doc} height={height} />;
  return <InPlace doc={doc} height={height} />;
}

/** A PDF in the browser's viewer or an image, by a signed link made when shown. */
function InPlace({ doc, height }: { doc: ViewedDocument; height: string }) {
  const { t } = useTranslation('documents');
  const src = useEmbeddedUrl(documentFilePath(doc));
  if (!src) {
    return (
      <Center h={160}>
        <Loader aria-label={t('viewer.loading', { title: doc.title })} />
      </Center>
    );
  }
  if (doc.mimeType === 'application/pdf') {
    return (
      <Box
        component="iframe"
        src={src}
        title={t('viewer.previewOf', { title: doc.title })}
        w="100%"
        h={height}
        style={frame}
      />
    );
  }
  return <Image src={src} alt={doc.title} fit="contain" mah={height} />;
}

function NoPreview({ doc, reason }: { doc: ViewedDocument; reason: string }) {
  const { t } = useTranslation('documents');
  const download = useDocumentDownload(doc);
  return (
    <Alert color="blue" title={t('viewer.noPreview')}>
      {reason} <Trans t={t} i18nKey="viewer.downloadToOpen" components={{ a: <Anchor {...download} /> }} />
    </Alert>
  );
}

function TiffViewer({ doc, height }: { doc: ViewedDocument; height: string }) {
  const { t } = useTranslation('documents');
  const tiff = useQuery({
    // The content address names the bytes: a re-upload with other content is another entry.
    queryKey: documentKeys.tiff(doc.id, doc.sha256),
    queryFn: async ({ signal }) => {
      // Read by the page itself: the session's header, no link needed.
      const token = session.token();
      const res = await fetch(documentFilePath(doc), {
        signal,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok)
        throw new Error(res.status === 500 ? t('viewer.damaged') : t('viewer.notLoaded', { status: res.status }));
      return readTiff(await res.arrayBuffer());
    },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  const [index, setIndex] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const count = tiff.data?.count ?? 0;

  useEffect(() => {
    const el = canvas.current;
    if (!tiff.data || !el) return;
    try {
      const page = tiff.data.page(index);
      el.width = page.width;
      el.height = page.height;
      el.getContext('2d')?.putImageData(new ImageData(page.rgba, page.width, page.height), 0, 0);
      setDrawError(null);
    } catch (e) {
      setDrawError(e instanceof Error ? e.message : t('viewer.notDecoded'));
    }
  }, [tiff.data, index, t]);

  if (tiff.isPending) {
    return (
      <Center h={160}>
        <Loader aria-label={t('viewer.loadingTiff')} />
      </Center>
    );
  }
  if (tiff.error) return <NoPreview doc={doc} reason={`${documentMessage(t, tiff.error.message)}.`} />;

  const go = (to: number) => setIndex(Math.min(count - 1, Math.max(0, to)));
  return (
    <Stack
      gap="xs"
      align="center"
      tabIndex={0}
      aria-label={t('viewer.tiffLabel', { title: doc.title, count })}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'PageDown') go(index + 1);
        else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(index - 1);
        else return;
        e.preventDefault();
      }}
    >
      {count > 1 && (
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('viewer.previous')}
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" data-testid="tiff-page">
            {t('viewer.page', { page: index + 1, total: count })}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('viewer.next')}
            disabled={index === count - 1}
            onClick={() => go(index + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      )}
      {drawError && <NoPreview doc={doc} reason={`${drawError}.`} />}
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={t('viewer.canvas', { title: doc.title, page: index + 1, total: count })}
        data-page={index + 1}
        // Scaled down to fit, never up: a small scan stays sharp.
        style={{
          ...frame,
          display: drawError ? 'none' : 'block',
          maxWidth: '100%',
          maxHeight: height,
          objectFit: 'contain',
        }}
      />
    </Stack>
  );
}
