import { timeZoneCookie } from '@corner/contracts/display';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTimeZone } from './remember-time-zone';

const cookieOf = () =>
  document.cookie
    .split('; ')
    .find((each) => each.startsWith(`${timeZoneCookie}=`))
    ?.slice(timeZoneCookie.length + 1);

afterEach(() => {
  document.cookie = `${timeZoneCookie}=; path=/; max-age=0`;
  window.localStorage.clear();
});

describe('rememberTimeZone', () => {
  it('names the zone and writes it to the cookie on a first visit', () => {
    const nameZone = vi.fn(() => 'America/New_York');
    rememberTimeZone(nameZone);
    expect(nameZone).toHaveBeenCalledOnce();
    expect(cookieOf()).toBe('America%2FNew_York');
  });

  it('does not name the zone again while the cookie holds it and the offsets match', () => {
    rememberTimeZone(() => 'Europe/London');
    const nameZone = vi.fn(() => 'Europe/London');
    rememberTimeZone(nameZone);
    rememberTimeZone(nameZone);
    expect(nameZone).not.toHaveBeenCalled();
    expect(cookieOf()).toBe('Europe%2FLondon');
  });

  it('names the zone again when the cookie is gone or names another zone', () => {
    rememberTimeZone(() => 'Europe/London');
    document.cookie = `${timeZoneCookie}=; path=/; max-age=0`;
    const nameZone = vi.fn(() => 'Europe/London');
    rememberTimeZone(nameZone);
    expect(nameZone).toHaveBeenCalledOnce();
    expect(cookieOf()).toBe('Europe%2FLondon');

    document.cookie = `${timeZoneCookie}=UTC; path=/`;
    rememberTimeZone(nameZone);
    expect(nameZone).toHaveBeenCalledTimes(2);
    expect(cookieOf()).toBe('Europe%2FLondon');
  });

  it('names the zone again when the offsets it was kept with no longer match', () => {
    rememberTimeZone(() => 'Europe/London');
    const [zone] = (window.localStorage.getItem('corner.timeZone') ?? '').split(' ');
    window.localStorage.setItem('corner.timeZone', `${zone} -600 -600`);
    const nameZone = vi.fn(() => 'Australia/Brisbane');
    rememberTimeZone(nameZone);
    expect(nameZone).toHaveBeenCalledOnce();
    expect(cookieOf()).toBe('Australia%2FBrisbane');
  });
});
