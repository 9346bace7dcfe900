import { useTranslation } from '../../i18n/shared-translation.js';
import cabinet from '../ui/cabinet-section.module.css';
import type { RequisitesGroup, RequisitesTexts } from './requisites-groups.js';
import styles from './requisites.module.css';

/** What a reader who may not change them sees: the requisites as text in their groups, and who may. */
export function RequisitesView<F extends string, G extends string>({
  groups,
  texts,
  values,
  idPrefix,
}: {
  groups: readonly RequisitesGroup<F, G>[];
  texts: RequisitesTexts<F, G>;
  values: Record<F, string>;
  /** The groups' heading ids: `<idPrefix>-<group>`. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={cabinet.note}>{t(`${texts.keys}.readOnly`)}</p>
      {groups.map((group) => (
        <section key={group.title} className={cabinet.section} aria-labelledby={`${idPrefix}-${group.title}`}>
          <h2 id={`${idPrefix}-${group.title}`} className={cabinet.sectionTitle}>
            {texts.group(group.title)}
          </h2>
          <dl className={styles.facts}>
            {group.fields.map(({ name }) => (
              <div key={name} className={styles.fact}>
                <dt>{texts.field(name)}</dt>
                <dd>{values[name] || t(`${texts.keys}.notGiven`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
