import { describe, expect, it } from 'vitest';
import { controlsInStatic } from './static.mjs';

describe('controlsInStatic', () => {
  it('finds a control inside static markup, however deep', () => {
    const markup = '<main><section data-static=""><div><p>Hi</p><button type="button">Go</button></div></section></main>';
    expect(controlsInStatic(markup)).toEqual(['<button type="button">']);
  });

  it('leaves controls outside static markup alone, before and after it', () => {
    const markup = '<header><button type="button">Menu</button></header><section data-static=""><a href="/x">x</a></section><form><input name="a"/></form>';
    expect(controlsInStatic(markup)).toEqual([]);
  });

  it('ends a static element at its own end tag, nested elements and void elements included', () => {
    const markup = '<div data-static=""><div><img src="a.svg" alt=""/><br/><svg><path d="M0 0"/></svg></div></div><select name="s"></select>';
    expect(controlsInStatic(markup)).toEqual([]);
  });

  it('counts every kind of control, in nested static elements too', () => {
    const markup =
      '<article data-static=""><div data-static=""><form method="dialog"><input name="q"/><textarea></textarea><select></select></form></div></article>';
    expect(controlsInStatic(markup)).toEqual(['<form method="dialog">', '<input name="q"/>', '<textarea>', '<select>']);
  });

  it('reads a ">" inside a quoted attribute as part of the value', () => {
    const markup = '<section data-static="" title="a > b"><span title=">"></span><button>x</button></section>';
    expect(controlsInStatic(markup)).toEqual(['<button>']);
  });

  it('does not take a data-static-like attribute for the mark', () => {
    expect(controlsInStatic('<div data-static-x="1"><button>x</button></div>')).toEqual([]);
  });

  it('lets a GET form with an action on this site be static, with its fields and submit button', () => {
    const markup =
      '<div data-static=""><form role="search" action="/search" method="get"><label for="q">Search</label><input id="q" type="search" name="q"/><button>Search</button><button type="submit">Go</button></form></div>';
    expect(controlsInStatic(markup)).toEqual([]);
  });

  it('but not a script button inside it, nor a form that needs the app or leaves the site', () => {
    const inside = '<div data-static=""><form action="/search" method="get"><input name="q"/><button type="button">Clear</button></form></div>';
    expect(controlsInStatic(inside)).toEqual(['<button type="button">']);
    for (const form of [
      '<form method="post" action="/search">',
      '<form method="get">',
      '<form method="get" action="https://example.com/">',
      '<form method="get" action="//example.com/">',
      '<form data-method="get" data-action="/x">',
    ]) {
      expect(controlsInStatic(`<section data-static="">${form}<input name="q"/></form></section>`), form).toEqual([form, '<input name="q"/>']);
    }
  });

  it('ends the native form at its end tag', () => {
    const markup = '<div data-static=""><form action="/search" method="get"><input name="q"/></form><input name="after"/></div>';
    expect(controlsInStatic(markup)).toEqual(['<input name="after"/>']);
  });
});
