import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiErrorOf } from './api-error.js';

/** Lines of a check shown at first, and added by "Show more". */
export const CHECKED_LINES_PAGE = 100;

/** A server's line-by-line check of a file: its lines (each with its errors) and how many it refused. */
export interface FileCheck {
  lines: readonly { errors: readonly unknown[] }[];
  refused: number;
}

interface CheckedUploadOptions<V, C, R> {
  /** The file's check (nothing is written) and its sending for good, each called with `variables(file)`. */
  check: UseMutationResult<C, Error, V>;
  commit: UseMutationResult<R, Error, V>;
  variables: (file: File) => V;
  /** The line shown once the file went in. */
  committed: (result: R) => string;
  onCommitted?: (result: R) => void;
  texts: {
    /** "Check" with no file chosen. */
    noFile: string;
    /** The check failed with no words of the server's. */
    checkFailed: string;
    /** The sending failed with no words of the server's. */
    commitFailed: string;
  };
}

/**
 * A file uploaded in two steps: checked line by line on the server (nothing written), its lines shown a
 * page at a time (only the refused ones at first when there are any), then sent again for good. Choosing
 * another file drops the check; the server's words show at the file or under the preview.
 */
export function useCheckedUpload<C extends FileCheck, V, R>({
  check,
  commit,
  variables,
  committed,
  onCommitted,
  texts,
}: CheckedUploadOptions<V, C, R>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<C | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [shown, setShown] = useState(CHECKED_LINES_PAGE);
  const [commitError, setCommitError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setFileError(null);
    setDone(null);
  };

  const submitCheck = (event: FormEvent) => {
    event.preventDefault();
    setChecked(null);
    setDone(null);
    setCommitError(null);
    if (!file) return setFileError(texts.noFile);
    setFileError(null);
    check.mutate(variables(file), {
      onSuccess: (result) => {
        setChecked(result);
        setOnlyErrors(result.refused > 0);
        setShown(CHECKED_LINES_PAGE);
      },
      onError: (failure) => setFileError(apiErrorOf(failure)?.message ?? texts.checkFailed),
    });
  };

  const submitCommit = () => {
    if (!file) return;
    setCommitError(null);
    commit.mutate(variables(file), {
      onSuccess: (result) => {
        setChecked(null);
        setDone(committed(result));
        onCommitted?.(result);
      },
      onError: (failure) => setCommitError(apiErrorOf(failure)?.message ?? texts.commitFailed),
    });
  };

  const all: readonly C['lines'][number][] = checked?.lines ?? [];
  const lines = onlyErrors ? all.filter((line) => line.errors.length > 0) : all;

  return {
    fileError,
    checked,
    onlyErrors,
    setOnlyErrors,
    /** The lines on view: the first `shown` of those the filter keeps. */
    visible: lines.slice(0, shown),
    page: { shown, total: lines.length, more: () => setShown((n) => n + CHECKED_LINES_PAGE) },
    commitError,
    done,
    choose,
    submitCheck,
    submitCommit,
    checking: check.isPending,
    committing: commit.isPending,
  };
}
