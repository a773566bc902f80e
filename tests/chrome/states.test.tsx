// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CrashPage, errorMessages } from '@/components/layout/crash-page.client';
import ErrorPage from '@/app/error';
import { LoadingState } from '@/components/ui/loading-state.client';

afterEach(cleanup);

describe('crash page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test("shows 'This page crashed.', the message and 'Try again'", () => {
    const retry = vi.fn();
    render(<ErrorPage error={new Error('Cannot read properties of undefined')} reset={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page crashed.');
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  test('lists the causes of the error, and logs it once', () => {
    const error = new Error('Rendering the sidebar failed', { cause: new Error('Invariant failed: no active page') });
    render(<CrashPage error={error} onRetry={() => undefined} />);
    expect(screen.getByText('Cause: Invariant failed: no active page')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(error);
  });

  test('non-Error throws still show a message', () => {
    expect(errorMessages('plain string')).toEqual(['plain string']);
    expect(errorMessages(new Error('a', { cause: new Error('b', { cause: 'c' }) }))).toEqual(['a', 'b', 'c']);
  });
});

describe('loading state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('nothing before 200 ms, then a spinner', () => {
    const { container } = render(<LoadingState error={null} onRetry={() => undefined} />);
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(199));
    expect(container.innerHTML).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  test('a failure shows the error text and Retry at once', () => {
    const retry = vi.fn();
    render(<LoadingState error={new Error('Failed to load chunk 12')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded: Failed to load chunk 12');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
