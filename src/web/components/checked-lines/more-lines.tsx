/** How far a long check's lines are shown, and the way to show more. */
export interface LinesPage {
  shown: number;
  total: number;
  more: () => void;
}

/** "Shown N of M" and "Show more" under a long check, while lines are left to show. */
export function MoreLines({
  page: { shown, total, more },
  shownText,
  moreText,
  classes,
}: {
  page: LinesPage;
  shownText: (shown: number, total: number) => string;
  moreText: string;
  /** The page's look of the row, its note and its button. */
  classes: Partial<Record<'row' | 'note' | 'button', string>>;
}) {
  if (total <= shown) return null;
  return (
    <div className={classes.row}>
      <span className={classes.note}>{shownText(shown, total)}</span>
      <button type="button" className={classes.button} onClick={more}>
        {moreText}
      </button>
    </div>
  );
}
