import { describe, expect, it } from 'vitest';
import { publicLink, publicOrigin, ZPublicUrl } from './public-url';

describe('the public address', () => {
  it('is an http(s) origin, given without a closing slash', () => {
    expect(publicOrigin('https://lab.example.org')).toBe('https://lab.example.org');
    expect(publicOrigin('https://Lab.Example.org/')).toBe('https://lab.example.org');
    expect(publicOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(publicOrigin('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080');
    expect(publicOrigin('https://[::1]:8443')).toBe('https://[::1]:8443');
  });

  it('refuses other schemes, paths, queries, fragments, credentials and tricks the URL parser forgives', () => {
    for (const bad of [
      'ftp://lab.example.org',
      'javascript:alert(1)',
      'lab.example.org',
      '//lab.example.org',
      'https://lab.example.org/portal',
      'https://lab.example.org/?a=1',
      'https://lab.example.org?',
      'https://lab.example.org#x',
      'https://user:pass@lab.example.org',
      'https://evil.example@lab.example.org',
      'https:\\\\evil.example',
      'https://lab.exa\nmple.org',
      'https://lab.example.org /',
      'https://',
      '',
    ]) {
      expect(publicOrigin(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('parses a typed address to its origin and names the problem otherwise', () => {
    expect(ZPublicUrl.parse('  https://lab.example.org/ ')).toBe('https://lab.example.org');
    expect(ZPublicUrl.safeParse('https://lab.example.org/x').error?.issues[0]?.message).toMatch(/nothing after it/);
  });

  it('joins a path to it', () => {
    expect(publicLink('https://lab.example.org', '/pages/reset-password?token=x')).toBe(
      'https://lab.example.org/pages/reset-password?token=x',
    );
    expect(publicLink('https://lab.example.org', 'results/4')).toBe('https://lab.example.org/results/4');
  });
});
