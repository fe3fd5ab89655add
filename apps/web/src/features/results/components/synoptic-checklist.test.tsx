import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPPED_PROTOCOLS, type TAnswers, type TProtocolSummary } from '@lab/domain';
import { renderWithProviders } from '@/test/render';
import { SynopticChecklist } from './synoptic-checklist';
import { SynopticPartSection } from './synoptic-part-section';

const breast = SHIPPED_PROTOCOLS.find((p) =>
  p.questionnaire.url?.endsWith('/breast-invasive-resection'),
)!.questionnaire;

function Harness({ initial = {} }: { initial?: TAnswers }) {
  const [answers, setAnswers] = useState<TAnswers>(initial);
  return (
    <SynopticChecklist
      part="A"
      questionnaire={breast}
      answers={answers}
      errors={{}}
      onChange={(linkId, v) =>
        setAnswers(({ [linkId]: _old, ...rest }) => (v === undefined ? rest : { ...rest, [linkId]: v }))
      }
    />
  );
}

/** Picks an option of a Select from the keyboard: type to filter (the first match is selected), Enter. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, typed: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  // Pasted in one go: the browser test types it key by key; here each key would redraw the whole checklist.
  await user.paste(typed);
  await user.keyboard('{Enter}');
}

// The breast checklist is a large form: on a loaded 2-core machine its first render alone takes seconds.
describe('SynopticChecklist (breast invasive carcinoma, resection)', { timeout: 60_000 }, () => {
  it('shows a conditional item once its condition is answered and hides it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('textbox', { name: /Distance from invasive carcinoma to closest margin/ })).toBeNull();
    await choose(user, /^Margin status for invasive carcinoma/, 'All margins negative');
    expect(
      await screen.findByRole('textbox', { name: /Distance from invasive carcinoma to closest margin/ }),
    ).toBeInTheDocument();
    await choose(user, /^Margin status for invasive carcinoma/, 'present at margin');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Distance from invasive carcinoma to closest margin/ })).toBeNull(),
    );
    expect(screen.getByRole('combobox', { name: /Margin\(s\) involved by invasive carcinoma/ })).toBeInTheDocument();
  });

  it('fills the Nottingham grade from its three scores, read-only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const grade = screen.getByRole('textbox', { name: /^Overall grade/ });
    expect(grade).toHaveValue('');
    expect(grade).toHaveAttribute('readonly');
    await choose(user, /^Glandular/, 'Score 2');
    await choose(user, /^Nuclear pleomorphism/, 'Score 3');
    expect(grade).toHaveValue('');
    await choose(user, /^Mitotic rate/, 'Score 3');
    await waitFor(() => expect(grade).toHaveValue('Grade 3 (scores of 8 or 9)'));
  });

  it('marks the required items left unanswered and lists them at the top', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const procedure = screen.getByRole('combobox', { name: /^Procedure/ });
    expect(procedure).toHaveAttribute('aria-invalid', 'true');
    expect(procedure).toHaveAccessibleDescription(/Required/);
    const listed = () => within(screen.getByTestId('synoptic-missing-A')).queryByRole('link', { name: 'Procedure' });
    expect(listed()).toBeInTheDocument();
    await choose(user, /^Procedure/, 'nipple-sparing');
    await waitFor(() => expect(listed()).toBeNull());
    expect(procedure).toHaveValue('Total mastectomy (including nipple-sparing and skin-sparing)');
    expect(procedure).not.toHaveAttribute('aria-invalid', 'true');
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const summary: TProtocolSummary = {
  id: 4,
  name: 'Breast: invasive carcinoma, resection',
  version: '1.0.0',
  status: 'active',
  caseTypes: ['S'],
};
const colon: TProtocolSummary = { ...summary, id: 6, name: 'Colon and rectum: resection' };
const stored = (answers: TAnswers, rowVersion: number) => ({
  caseId: 5,
  part: 'A',
  protocolId: 4,
  protocolName: summary.name,
  protocolVersion: '1.0.0',
  answers,
  missing: ['Specimen laterality'],
  response: { resourceType: 'QuestionnaireResponse' },
  rowVersion,
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedBy: 'Dana Demo',
});

describe('SynopticPartSection', { timeout: 60_000 }, () => {
  const puts: Array<Record<string, unknown>> = [];
  let answerPut: (body: Record<string, unknown>) => Response | Promise<Response>;
  beforeEach(() => {
    puts.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          expect(url).toBe('/api/cases/5/parts/A/synoptic');
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          puts.push(body);
          return answerPut(body);
        }
        if (url === '/api/cases/5/parts/A/synoptic') return json({ error: 'Synoptic report not found' }, 404);
        if (url === '/api/cases/5/parts/A/synoptic/suggestions') return json([summary]);
        if (url === '/api/synoptic/protocols') return json([colon, summary]);
        if (url === '/api/synoptic/protocols/4') return json({ ...breast, id: '4' });
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the suggested protocol first and sends the typed answers as codes', async () => {
    const user = userEvent.setup();
    answerPut = (b) => json(stored(b.answers as TAnswers, 0));
    const unsaved = vi.fn();
    renderWithProviders(<SynopticPartSection caseId={5} caseType="S" part="A" onUnsavedChange={unsaved} />);
    const picker = await screen.findByRole('combobox', { name: 'Protocol A' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Choose a protocol'));
    await user.click(picker);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'Breast: invasive carcinoma, resection 1.0.0',
      'Colon and rectum: resection 1.0.0',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await choose(user, /^Procedure/, 'nipple-sparing');
    await user.type(await screen.findByRole('textbox', { name: /^Tumor size/ }), '23');
    // Sign-out waits for what is typed and not saved.
    expect(unsaved).toHaveBeenLastCalledWith('A', true);
    await user.click(screen.getByRole('button', { name: 'Save checklist A' }));
    // (On a slow machine the autosave may have sent part of the answers already: the last save has them all.)
    await waitFor(() =>
      expect(puts.at(-1)).toMatchObject({
        protocolId: 4,
        answers: { procedure: 'total-mastectomy', 'tumor-size': 23 },
      }),
    );
    expect(await screen.findByText('Checklist saved')).toBeInTheDocument();
    expect(unsaved).toHaveBeenLastCalledWith('A', false);
  });

  it("puts the server's 400 on its item, and keeps what was typed on a 409", async () => {
    const user = userEvent.setup();
    answerPut = (b) =>
      b.rowVersion === undefined
        ? json(
            { error: 'answers.tumor-size: must be at least 0', fields: { 'answers.tumor-size': 'must be at least 0' } },
            400,
          )
        : json({});
    renderWithProviders(<SynopticPartSection caseId={5} caseType="S" part="A" />);
    const picker = await screen.findByRole('combobox', { name: 'Protocol A' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Choose a protocol'));
    await user.click(picker);
    await user.keyboard('{ArrowDown}{Enter}');
    const size = await screen.findByRole('textbox', { name: /^Tumor size/ });
    await user.type(size, '-2');
    await user.click(screen.getByRole('button', { name: 'Save checklist A' }));
    await waitFor(() => expect(size).toHaveAccessibleDescription(/must be at least 0/));

    answerPut = () =>
      json({ error: 'Someone saved it', code: 'stale_version', current: stored({ procedure: 'excision' }, 3) }, 409);
    await user.clear(size);
    await user.type(size, '12');
    await user.click(screen.getByRole('button', { name: 'Save checklist A' }));
    expect(await screen.findByTestId('synoptic-conflict-A')).toHaveTextContent(
      /Someone else saved this checklist \(Dana Demo\)/,
    );
    expect(size).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Keep mine (overwrite)' }));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ rowVersion: 3, answers: { 'tumor-size': 12 } }));
  });

  it('saves on its own after a pause in the answering, keeping an answer given while it saved', async () => {
    const user = userEvent.setup();
    answerPut = (b) => json(stored(b.answers as TAnswers, puts.length - 1));
    renderWithProviders(<SynopticPartSection caseId={5} caseType="S" part="A" />);
    const picker = await screen.findByRole('combobox', { name: 'Protocol A' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Choose a protocol'));
    await user.click(picker);
    await user.keyboard('{ArrowDown}{Enter}');
    await choose(user, /^Procedure/, 'nipple-sparing');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(await screen.findByText('Checklist saved', undefined, { timeout: 4_000 })).toBeInTheDocument();
    expect(puts.at(-1)).toMatchObject({ protocolId: 4, answers: { procedure: 'total-mastectomy' } });

    // The next save is held while another digit is typed: the screen keeps 23, and 23 is saved in its turn.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    answerPut = async (b) => {
      if ((b.answers as TAnswers)['tumor-size'] === 2) await held;
      return json(stored(b.answers as TAnswers, puts.length - 1));
    };
    const size = await screen.findByRole('textbox', { name: /^Tumor size/ });
    await user.type(size, '2');
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ answers: { 'tumor-size': 2 } }), { timeout: 4_000 });
    await user.type(size, '3');
    release();
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ answers: { 'tumor-size': 23 } }), { timeout: 4_000 });
    expect(size).toHaveValue('23');
  });
});
