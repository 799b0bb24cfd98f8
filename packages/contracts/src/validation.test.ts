import { describe, expect, it } from 'vitest';
import {
  filterDecimalInput,
  filterNumberInput,
  validateValue,
  validationMessages,
} from './validation.js';

describe('generic validation rules', () => {
  it('requires a value, counting blank as empty', () => {
    expect(validateValue('', { required: true })).toBe('This field is required');
    expect(validateValue('   ', { required: true })).toBe('This field is required');
    expect(validateValue('a', { required: true })).toBeUndefined();
    expect(validateValue('', {})).toBeUndefined();
  });

  it('checks lengths', () => {
    expect(validateValue('ab', { minLength: 3 })).toBe('Minimum length is 3 characters');
    expect(validateValue('abcd', { maxLength: 3 })).toBe('Maximum length is 3 characters');
    expect(validateValue('abc', { minLength: 3, maxLength: 3 })).toBeUndefined();
  });

  it('asks for a number where a min or max value applies', () => {
    expect(validateValue('abc', { min: 0 })).toBe('Please enter a valid number');
    expect(validateValue('12x', { max: 10 })).toBe('Please enter a valid number');
  });

  it('checks value bounds', () => {
    expect(validateValue('-1', { min: 0 })).toBe('Minimum value is 0');
    expect(validateValue('11', { max: 10 })).toBe('Maximum value is 10');
    expect(validateValue('10', { min: 0, max: 10 })).toBeUndefined();
  });

  it('checks decimal places', () => {
    expect(validateValue('1.23456', { maxDecimals: 4 })).toBe('Maximum 4 decimal places allowed');
    expect(validateValue('1.2345', { maxDecimals: 4 })).toBeUndefined();
    expect(validateValue('1.234', { maxDecimals: 2 })).toBe('Maximum 2 decimal places allowed');
  });

  it('checks a pattern', () => {
    expect(validateValue('Bad Slug', { pattern: /^[a-z-]+$/ })).toBe('Invalid format');
    expect(validateValue('good-slug', { pattern: /^[a-z-]+$/ })).toBeUndefined();
  });

  it('answers a custom rule with its own message', () => {
    const custom = (value: string) => (value === 'taken' ? 'This slug is taken' : undefined);
    expect(validateValue('taken', { custom })).toBe('This slug is taken');
    expect(validateValue('free', { custom })).toBeUndefined();
  });

  it('words every message as the spec does', () => {
    expect(validationMessages.minLength(2)).toBe('Minimum length is 2 characters');
    expect(validationMessages.maxLength(80)).toBe('Maximum length is 80 characters');
    expect(validationMessages.min(1)).toBe('Minimum value is 1');
    expect(validationMessages.max(5)).toBe('Maximum value is 5');
    expect(validationMessages.maxDecimals(2)).toBe('Maximum 2 decimal places allowed');
  });
});

describe('input filters', () => {
  it('keeps only digits and a leading minus in number inputs', () => {
    expect(filterNumberInput('12a3')).toBe('123');
    expect(filterNumberInput('-4-5')).toBe('-45');
    expect(filterNumberInput('4-5')).toBe('45');
    expect(filterNumberInput('1.5')).toBe('15');
  });

  it('keeps digits, one dot and a leading minus in decimal inputs, trimming decimals', () => {
    expect(filterDecimalInput('12.345', 2)).toBe('12.34');
    expect(filterDecimalInput('1.2.3', 4)).toBe('1.23');
    expect(filterDecimalInput('-0.12345', 4)).toBe('-0.1234');
    expect(filterDecimalInput('a1b,2', 2)).toBe('12');
    expect(filterDecimalInput('3-.5', 2)).toBe('3.5');
    expect(filterDecimalInput('7.', 2)).toBe('7.');
    expect(filterDecimalInput('7.9', 0)).toBe('7');
  });
});
