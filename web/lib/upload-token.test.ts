// This browser's guest upload token: made once, random and URL-safe, kept across visits; when storage is blocked, one
// token for the whole visit.
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '../../domain/uploads.ts';
import { installBrowser, storage } from '../test/browser-stand-in.ts';
import { existingUploadTokenHeader, uploadTokenHeader } from './upload-token.ts';

installBrowser();

const token = () => uploadTokenHeader()[UPLOAD_TOKEN_HEADER];

beforeEach(() => {
  storage.clear();
  storage.failWrites = false;
});

describe('uploadTokenHeader', () => {
  it('makes a 256-bit URL-safe token once and keeps it in storage', () => {
    const first = token();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(storage.getItem('shop.upload-token')).toBe(first);
    expect(token()).toBe(first);
  });

  it('uses the token an earlier visit saved', () => {
    storage.setItem('shop.upload-token', 'saved-earlier');
    expect(token()).toBe('saved-earlier');
  });

  it('makes a different token in another browser', () => {
    const here = token();
    storage.clear();
    expect(token()).not.toBe(here);
  });

  it('keeps one token for the visit when storage is blocked', () => {
    storage.failWrites = true;
    const first = token();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token()).toBe(first);
  });
});

describe('existingUploadTokenHeader (a tracking lookup, issue 28)', () => {
  it('sends the token this browser uploaded with, and makes none when there is none', () => {
    expect(existingUploadTokenHeader()).toEqual({});
    expect(storage.getItem('shop.upload-token')).toBeNull();
    const uploadedWith = token();
    expect(existingUploadTokenHeader()).toEqual({ [UPLOAD_TOKEN_HEADER]: uploadedWith });
  });
});
