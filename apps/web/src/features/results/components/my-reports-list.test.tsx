import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TMyReport, TMyReportVersion } from '@lab/domain';
import { act } from 'react';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { MyReportsList } from './my-reports-list';

const version = (v: number, kind: TMyReportVersion['kind'], read: boolean): TMyReportVersion => ({
  version: v,
  kind,
  reason: null,
  signedBy: 'Dr. R. Lee',
  signedAt: `2026-11-2${v}T10:00:00.000Z`,
  current: v === 3,
  read,
  critical: false,
});

const threeVersions: TMyReport = {
  caseId: 7,
  caseNumber: 'S26-00001',
  patientName: 'Doe, Jane',
  patientMrn: 'MRN001',
  ...version(3, 'addendum', false),
  versions: [version(3, 'addendum', false), version(2, 'corrected', true), version(1, 'final', true)],
};
const oneRead: TMyReport = {
  ...threeVersions,
  caseId: 8,
  caseNumber: 'S26-00002',
  ...version(1, 'final', true),
  current: true,
  versions: [{ ...version(1, 'final', true), current: true }],
};

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('MyReportsList', () => {
  it('shows one row per case with its versions inside, newest first, the unread ones marked', () => {
    const onOpen = vi.fn();
    renderWithProviders(<MyReportsList reports={[threeVersions, oneRead]} onOpen={onOpen} />);
    const table = screen.getByRole('table', { name: 'Reports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByText('S26-00001')).toHaveLength(1);
    const lines = within(rows[0]!).getAllByRole('button', { name: /^Open version/ });
    expect(lines.map((b) => [b.getAttribute('data-version'), b.hasAttribute('data-unread')])).toEqual([
      ['3', true],
      ['2', false],
      ['1', false],
    ]);
    expect(lines[0]).toHaveAccessibleName(/^Open version 3 \(new\): /);
    expect(lines[1]).toHaveAccessibleName(/^Open version 2: /);
    expect(rows[0]).toHaveAttribute('data-unread');
    expect(rows[1]).not.toHaveAttribute('data-unread');
    expect(within(rows[1]!).queryByText('New')).toBeNull();

    fireEvent.click(lines[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(threeVersions, 2);
    fireEvent.click(rows[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(threeVersions, 3);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows cards on a phone, with whole kind labels and dates', () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(max-width: 48em)',
    })) as typeof window.matchMedia;
    const onOpen = vi.fn();
    renderWithProviders(<MyReportsList reports={[threeVersions, oneRead]} onOpen={onOpen} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('report-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('ADDENDUM')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('CORRECTED')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('FINAL')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('data-unread');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: /^Open case S26-00001/ }));
    expect(onOpen).toHaveBeenLastCalledWith(threeVersions, 3);
  });

  it('speaks the language shown, and follows a switch without a reload', () => {
    void i18n.changeLanguage('es');
    renderWithProviders(<MyReportsList reports={[threeVersions, oneRead]} onOpen={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Informes' });
    expect(within(table).getByRole('columnheader', { name: 'Versiones del informe' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Abrir la versión 3 \(nueva\): / })).toHaveLength(1);
    expect(within(table).getByText('ADENDA')).toBeInTheDocument();
    expect(within(table).getAllByText('N.º de historia MRN001')).toHaveLength(2);
    act(() => void i18n.changeLanguage('fr'));
    expect(screen.getByRole('table', { name: 'Comptes rendus' })).toBeInTheDocument();
    expect(within(table).getAllByText('DÉFINITIF').length).toBeGreaterThan(0);
  });
});
