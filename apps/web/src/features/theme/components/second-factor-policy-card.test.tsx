import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SecondFactorPolicyCard } from './second-factor-policy-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SecondFactorPolicyCard', () => {
  const saved: unknown[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as unknown;
          saved.push(body);
          return json(body);
        }
        return json({ requireMfaFor: ['admin'], passwordlessPasskeys: false });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the roles that must use a second factor and saves a change', async () => {
    renderWithProviders(<SecondFactorPolicyCard />);
    const admins = await screen.findByRole('checkbox', { name: 'Administrators' });
    await waitFor(() => expect(admins).toBeChecked(), { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save policy' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Physicians' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(
      () => expect(saved).toEqual([{ requireMfaFor: ['admin', 'physician'], passwordlessPasskeys: false }]),
      {
        timeout: 5000,
      },
    );
  });

  it('turns on the sign-in with a passkey alone', async () => {
    renderWithProviders(<SecondFactorPolicyCard />);
    // The label holds its description too.
    const passkeys = await screen.findByRole('switch', { name: /^Allow signing in with a passkey alone/ });
    await waitFor(() => expect(passkeys).toBeEnabled(), { timeout: 5000 });
    expect(passkeys).not.toBeChecked();
    await userEvent.click(passkeys);
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(saved).toEqual([{ requireMfaFor: ['admin'], passwordlessPasskeys: true }]), {
      timeout: 5000,
    });
  });
});
