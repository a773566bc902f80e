'use client';
import { useState } from 'react';

/** Throws during render once pressed; a fresh mount (after 'Try again') renders normally. */
export function CrashButton() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('The crash button was pressed.');
  return (
    <button type="button" className="button" onClick={() => setCrash(true)}>
      Crash this page
    </button>
  );
}
