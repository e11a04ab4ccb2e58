import { describe, expect, it } from 'vitest';
import { DEFAULT_API, resolveApiBase } from './api-base';

describe('the Compare API origin of the partner page', () => {
  it('takes ?api= first, reduced to its origin', () => {
    expect(resolveApiBase('?api=http://127.0.0.1:4321/some/path', 'https://build.example')).toBe(
      'http://127.0.0.1:4321',
    );
  });

  it('falls back to the build-time value, then to the local default', () => {
    expect(resolveApiBase('', 'https://compare.example.com')).toBe('https://compare.example.com');
    expect(resolveApiBase('', undefined)).toBe(DEFAULT_API);
  });

  it('ignores values that are not http(s) URLs', () => {
    expect(resolveApiBase('?api=javascript:alert(1)', undefined)).toBe(DEFAULT_API);
    expect(resolveApiBase('?api=not a url', 'ftp://files.example')).toBe(DEFAULT_API);
  });
});
