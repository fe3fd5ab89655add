import { Alert, Center, Loader } from '@mantine/core';

/** What a page shows until its record is there: a loader, or why it cannot be shown. */
export function RecordPending({ error, title }: { error: Error | null; title: string }) {
  if (error)
    return (
      <Alert color="red" title={title}>
        {error.message}
      </Alert>
    );
  return (
    <Center h="50vh">
      <Loader />
    </Center>
  );
}
