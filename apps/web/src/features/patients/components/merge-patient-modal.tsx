import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { patientName, type TPatientDetail } from '@lab/domain';
import { RemoteSelect } from '@/components/remote-select';
import { listPatients } from '@/api/patients/list-patients';
import { useMergePatient } from '../api/merge-patient';
import { formatDate } from '@/lib/format';

/** Admin: merge this duplicate record into the one to keep (its cases, coverages and documents move). */
export function MergePatientModal({
  patient,
  opened,
  onClose,
}: {
  patient: TPatientDetail;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('patients');
  const [intoId, setIntoId] = useState<number | null>(null);
  const merge = useMergePatient(patient.id);
  const searchPatients = async (q: string, signal: AbortSignal) => {
    const page = await listPatients({ q: q || `${patient.lastName} ${patient.firstName}`, pageSize: 20 }, signal);
    return page.data
      .filter((p) => p.id !== patient.id)
      .map((p) => ({
        value: String(p.id),
        label: t('merge.option', { name: patientName(p), dob: formatDate(p.dob), mrn: p.mrn }),
      }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('merge.title')} size="lg">
      <Stack>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="merge.body"
            values={{ name: patientName(patient), mrn: patient.mrn }}
            components={{ b: <b /> }}
          />
        </Text>
        <RemoteSelect
          label={t('merge.keep')}
          placeholder={t('merge.keepPlaceholder')}
          queryKey={`merge-into-${patient.id}`}
          search={searchPatients}
          value={intoId}
          onChange={setIntoId}
          data-autofocus
        />
        {merge.error && <Alert color="red">{merge.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            disabled={!intoId}
            loading={merge.isPending}
            onClick={async () => {
              const r = await merge.mutateAsync(intoId!);
              notifications.show({
                color: 'green',
                title: t('merge.done'),
                message: t('merge.doneMessage', {
                  cases: r.moved.cases,
                  coverages: r.moved.coverages,
                  documents: r.moved.documents,
                }),
              });
              onClose();
            }}
          >
            {t('merge.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
