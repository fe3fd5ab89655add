import { useTranslation } from 'react-i18next';
import {
  Alert,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  TagsInput,
  Textarea,
  Title,
  Autocomplete,
} from '@mantine/core';
import {
  computeCalculated,
  enabledItems,
  flattenItems,
  isCalculated,
  missingRequired,
  optionCode,
  optionDisplay,
  unitOf,
  type TAnswers,
  type TAnswerValue,
  type TFlatItem,
  type TQuestionnaireCheck,
} from '@lab/domain';

/** A checked Questionnaire, as the engine runs it (checkQuestionnaire's result). */
export type TProtocolQuestionnaire = Extract<TQuestionnaireCheck, { ok: true }>['questionnaire'];
type TItem = TFlatItem['item'];

/** What the checklist shows from the engine: the answers with the calculated items filled, what is on, what is missing. */
export function checklistState(q: TProtocolQuestionnaire, answers: TAnswers) {
  const filled = computeCalculated(q, answers);
  return { filled, enabled: enabledItems(q, filled), missing: missingRequired(q, filled) };
}

/** The option an answer names, matched by its code whatever type the field gave it back in. */
const optionOf = (item: TItem, v: string) => item.answerOption?.find((o) => String(optionCode(o)) === v);
const codeOf = (item: TItem, v: string): TAnswerValue => {
  const o = optionOf(item, v);
  return o ? optionCode(o)! : v;
};
const optionsOf = (item: TItem) =>
  (item.answerOption ?? []).map((o) => ({ value: String(optionCode(o)), label: optionDisplay(o) }));

const fieldId = (part: string, linkId: string) => `synoptic-${part}-${linkId}`;

/**
 * One part's checklist, rendered from its protocol's Questionnaire by the domain engine: only enabled items
 * show, calculated items fill themselves (read-only), required items left unanswered are marked and listed at
 * the top. Controlled: `onChange(linkId, value)` with undefined for a cleared answer; choices as their codes.
 */
export function SynopticChecklist({
  part,
  questionnaire,
  answers,
  errors,
  onChange,
}: {
  part: string;
  questionnaire: TProtocolQuestionnaire;
  answers: TAnswers;
  /** The server's messages by linkId (a 400 naming `answers.<linkId>`). */
  errors: Record<string, string>;
  onChange(linkId: string, value: TAnswerValue | TAnswerValue[] | undefined): void;
}) {
  const { t } = useTranslation('workspace');
  const { filled, enabled, missing } = checklistState(questionnaire, answers);
  const missingIds = new Set(missing.map((m) => m.linkId));
  const items = flattenItems(questionnaire).filter((f) => enabled.has(f.item.linkId));
  return (
    <Stack gap="sm" data-testid={`synoptic-${part}`}>
      {missing.length > 0 ? (
        <Alert color="orange" title={t('synoptic.missing', { count: missing.length })}>
          <List size="sm" data-testid={`synoptic-missing-${part}`}>
            {missing.map((m) => (
              <List.Item key={m.linkId}>
                <a href={`#${fieldId(part, m.linkId)}`}>{m.text}</a>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="teal" data-testid={`synoptic-complete-${part}`}>
          {t('synoptic.complete')}
        </Text>
      )}
      {items.map(({ item, depth }) => (
        <ChecklistItem
          key={item.linkId}
          part={part}
          item={item}
          depth={depth}
          value={filled[item.linkId]}
          error={
            errors[item.linkId] ??
            (missingIds.has(item.linkId) && item.type !== 'group' ? t('synoptic.required') : undefined)
          }
          onChange={(v) => onChange(item.linkId, v)}
        />
      ))}
    </Stack>
  );
}

function ChecklistItem({
  part,
  item,
  depth,
  value,
  error,
  onChange,
}: {
  part: string;
  item: TItem;
  depth: number;
  value: TAnswerValue | TAnswerValue[] | undefined;
  error: string | undefined;
  onChange(v: TAnswerValue | TAnswerValue[] | undefined): void;
}) {
  const { t } = useTranslation('workspace');
  const label = item.prefix ? `${item.prefix} ${item.text ?? item.linkId}` : (item.text ?? item.linkId);
  const indent = { paddingInlineStart: `calc(${Math.max(depth - 1, 0)} * var(--mantine-spacing-md))` };
  if (item.type === 'group')
    return (
      <Title order={3} size="h6" mt="xs" style={indent}>
        {label}
      </Title>
    );
  if (item.type === 'display')
    return (
      <Text size="sm" c="dimmed" style={indent}>
        {label}
      </Text>
    );
  const common = {
    id: fieldId(part, item.linkId),
    label,
    required: item.required === true,
    error,
    style: indent,
  };
  const single = Array.isArray(value) ? value[0] : value;
  const calculated = isCalculated(item);
  if (calculated || item.readOnly) {
    const shown =
      single === undefined
        ? ''
        : item.answerOption
          ? (optionsOf(item).find((o) => o.value === String(single))?.label ?? String(single))
          : String(single);
    return (
      <TextInput
        {...common}
        readOnly
        variant="filled"
        value={shown}
        placeholder={calculated ? t('synoptic.calculatedHint') : undefined}
        description={calculated ? t('synoptic.calculated') : undefined}
      />
    );
  }
  const unit = unitOf(item);
  switch (item.type) {
    case 'choice':
      return item.repeats ? (
        <MultiSelect
          {...common}
          searchable
          selectFirstOptionOnChange
          data={optionsOf(item)}
          value={(Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String)}
          onChange={(vs) => onChange(vs.length ? vs.map((v) => codeOf(item, v)) : undefined)}
        />
      ) : (
        <Select
          {...common}
          searchable
          selectFirstOptionOnChange
          clearable
          data={optionsOf(item)}
          value={single === undefined ? null : String(single)}
          onChange={(v) => onChange(v === null ? undefined : codeOf(item, v))}
        />
      );
    case 'open-choice': {
      // Free text or an option: an option's label typed or picked is answered by its code.
      const options = optionsOf(item);
      const labelOf = (v: TAnswerValue) => options.find((o) => o.value === String(v))?.label ?? String(v);
      const answerOf = (typed: string): TAnswerValue => {
        const o = options.find((x) => x.label === typed);
        return o ? codeOf(item, o.value) : typed;
      };
      if (item.repeats)
        return (
          <TagsInput
            {...common}
            data={options.map((o) => o.label)}
            value={(Array.isArray(value) ? value : value === undefined ? [] : [value]).map(labelOf)}
            onChange={(ts) => onChange(ts.length ? ts.map(answerOf) : undefined)}
          />
        );
      const text = single === undefined ? '' : labelOf(single);
      return (
        <Autocomplete
          {...common}
          data={options.map((o) => o.label)}
          value={text}
          onChange={(typed) => onChange(typed.trim() ? answerOf(typed) : undefined)}
        />
      );
    }
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          allowDecimal={item.type === 'decimal'}
          rightSection={unit ? <Text size="sm">{unit.display}</Text> : undefined}
          rightSectionWidth={unit ? 48 : undefined}
          hideControls
          value={typeof single === 'number' ? single : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
        />
      );
    case 'boolean':
      // Yes and No both answer: an unchecked box could not tell "no" from "not answered yet".
      return (
        <Radio.Group
          {...common}
          value={single === undefined ? null : String(single)}
          onChange={(v) => onChange(v === 'true')}
        >
          <Group gap="md" mt={4}>
            <Radio value="true" label={t('synoptic.yes')} />
            <Radio value="false" label={t('synoptic.no')} />
          </Group>
        </Radio.Group>
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof single === 'string' ? single : ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
    case 'text':
      return (
        <Textarea
          {...common}
          dir="auto"
          autosize
          minRows={2}
          value={typeof single === 'string' ? single : ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          dir="auto"
          maxLength={item.maxLength}
          value={typeof single === 'string' ? single : ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
  }
}
