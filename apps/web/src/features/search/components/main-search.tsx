import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ActionIcon, CloseButton, Kbd, Loader, Overlay, Portal, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type TSearchGroup, type TSearchSuggestion } from '@lab/domain';
import { useSession } from '@/lib/session';
import { useMainSearch } from '../api/get-main-search';
import { useTranslation } from 'react-i18next';
import { SuggestionBody } from './suggestion-body';
import classes from './main-search.module.css';

/**
 * The top-bar search (docs/shell.md#search): opens from the icon or Ctrl/Cmd+K, dims the page while
 * suggestions show, arrows and Enter pick, Escape closes. Each group shows up to 4, or 'No Result'; the last
 * entry, "See all results", opens the full results page /pages/search?q=… (so does Enter when nothing matched).
 */
export function MainSearch() {
  const { t } = useTranslation('shell');
  // The server's group titles are English names ("Pages", "Cases"): shown by the catalogue, any other as sent.
  const groupTitle = (title: string) => t(`search.groups.${title}`, { defaultValue: title });
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(value.trim(), 120);
  const navigate = useNavigate();
  const listId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { data, isFetching } = useMainSearch(debounced);

  const groups: TSearchGroup[] = useMemo(() => (debounced && data ? data.searchResult : []), [debounced, data]);
  const flat = useMemo(() => groups.flatMap((g) => g.data), [groups]);
  // The suggestions, then the "See all results" entry (a user without a role may open only their profile and password).
  const seeAllShown = Boolean(useSession()?.user.role);
  const count = flat.length + (seeAllShown ? 1 : 0);
  const showing = open && debounced.length > 0 && groups.length > 0;

  useEffect(() => setActive(0), [debounced]);

  const close = () => {
    setOpen(false);
    setValue('');
    // Focus returns to the icon that opened the search.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  const pick = (s: TSearchSuggestion | undefined) => {
    if (!s) return;
    close();
    if (/^https?:/.test(s.link)) window.open(s.link, '_blank', 'noopener');
    else void navigate({ to: s.link });
  };

  const seeAll = () => {
    const q = debounced || value.trim();
    close();
    void navigate({ to: '/pages/search', search: { q } });
  };

  useHotkeys([['mod+K', () => setOpen(true)]], []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (count ? (i + 1) % count : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (count ? (i - 1 + count) % count : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!value.trim()) close();
      else if (showing && active < flat.length) pick(flat[active]);
      else if (seeAllShown) seeAll();
    }
  };

  let index = -1;
  return (
    <>
      <Tooltip
        label={
          <>
            {t('search.title')} <Kbd size="xs">{t('search.shortcut')}</Kbd>
          </>
        }
        withArrow
      >
        <ActionIcon
          ref={triggerRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('search.title')}
          onClick={() => setOpen(true)}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Tooltip>
      {open && (
        <div className={classes.bar} data-testid="main-search">
          <IconSearch size={20} />
          <TextInput
            autoFocus
            variant="unstyled"
            style={{ flex: 1 }}
            placeholder={t('search.placeholder')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={showing}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showing && count ? `${listId}-${active}` : undefined}
            rightSection={isFetching ? <Loader size="xs" /> : null}
          />
          <CloseButton aria-label={t('search.close')} onClick={close} />
          {showing && (
            <div className={classes.panel} id={listId} role="listbox" aria-label={t('search.suggestions')}>
              {groups.map((g) => (
                <div key={g.groupTitle} role="group" aria-label={groupTitle(g.groupTitle)}>
                  <div className={classes.group}>{groupTitle(g.groupTitle)}</div>
                  {g.data.length === 0 ? (
                    <div className={classes.noResult}>{t('search.noResult')}</div>
                  ) : (
                    g.data.map((s) => {
                      index += 1;
                      const i = index;
                      return (
                        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- an option of a combobox: the focus stays in the field (aria-activedescendant), whose keys pick it
                        <div
                          key={`${g.groupTitle}-${s.link}-${s.title}`}
                          id={`${listId}-${i}`}
                          role="option"
                          aria-selected={i === active}
                          data-active={i === active || undefined}
                          className={classes.option}
                          onMouseEnter={() => setActive(i)}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => pick(s)}
                        >
                          <SuggestionBody s={s} />
                        </div>
                      );
                    })
                  )}
                </div>
              ))}
              {seeAllShown && (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- an option of a combobox: the focus stays in the field (aria-activedescendant), whose keys pick it
                <div
                  id={`${listId}-${flat.length}`}
                  role="option"
                  aria-selected={active === flat.length}
                  data-active={active === flat.length || undefined}
                  className={`${classes.option} ${classes.seeAll}`}
                  onMouseEnter={() => setActive(flat.length)}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={seeAll}
                >
                  <IconSearch size={18} />
                  <span style={{ flex: 1, minWidth: 0 }}>{t('search.seeAll', { q: debounced })}</span>
                  <IconArrowRight size={16} className={classes.seeAllArrow} />
                </div>
              )}
            </div>
          )}
        </div>
      )}
      {showing && (
        <Portal>
          <Overlay fixed backgroundOpacity={0.35} blur={1} zIndex={150} onClick={close} data-testid="search-overlay" />
        </Portal>
      )}
    </>
  );
}
