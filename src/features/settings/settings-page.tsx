import { Alert, Button, Card, Empty, Flex, Radio, Select, Switch, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { LazyCodeEditor } from '../../components/lazy-code-editor';
import { currentLanguage, LANGUAGES, useT, type Language } from '../../i18n';

/** Each language by its own name, as people look for it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hr: 'Hrvatski' };
import { CODE_EDITOR_THEME_NAMES, resolveCodeEditorTheme } from '../../theme/code-editor-themes';
import { FONT_FAMILIES, FONT_SIZES, fontStack, loadFontFamily, resolveFontFamily, resolveFontSize } from '../../theme/fonts';
import { resolveColor } from '../../theme/palette';
import { activeTheme, THEME_COLOR_KEYS, themesForMode, type ColorTheme } from '../../theme/themes';
import { selectSettings, settingsActions } from '../../core/settings/settings-slice';
import { selectIsStaff } from '../../core/auth/auth-slice';
import './settings-page.css';

const {
  darkModeSet, themeChosen, fontFamilySet, fontSizeSet, codeMirrorThemeSet, markWhitespaceSet, showQuestionHeaderSet,
  formButtonsPositionReset, formButtonsPositionsResetAll, languageSet,
} = settingsActions;

// Indentation with spaces and a tab, so the whitespace marks show in the preview. Students see a program of the kind
// they write in an exam, not staff's grading code.
const STAFF_CODE_SAMPLE = [
  '// Grade one answer',
  'function grade(answer, maxPoints) {',
  '  const correct = answer.trim() === "SELECT 1";',
  '\treturn correct ? maxPoints : 0;',
  '}',
  '',
].join('\n');
const STUDENT_CODE_SAMPLE = [
  '// Count the distinct lines of the input',
  "const lines = readAll().split('\\n');",
  'for (const line of new Set(lines)) {',
  '\tconsole.log(line);',
  '}',
  '',
].join('\n');

function ThemeSwatches({ theme }: { theme: ColorTheme }) {
  const t = useT();
  return (
    <span className="eh-theme-swatches" aria-label={t('settingsPage.themeSwatchesLabel', { theme: t(`themes.${theme.name}`) })} role="img">
      {THEME_COLOR_KEYS.map((key) => (
        <span
          key={key}
          className="eh-theme-swatch"
          title={`${t(`themes.colors.${key}`)}: ${theme.colors[key]}`}
          style={{ background: resolveColor(theme.colors[key]) ?? 'transparent' }}
        />
      ))}
    </span>
  );
}

/** docs/requirements.md#the-product, #what-is-kept: the user's display settings. Every change applies at once and is saved by the settings listener. */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  // Form button positions belong to the staff's editors; students have none.
  const staff = useAppSelector(selectIsStaff);
  const { theme } = settings;
  const ids = {
    language: useId(), dark: useId(), font: useId(), size: useId(), codeTheme: useId(), whitespace: useId(), header: useId(),
  };
  const currentTheme = activeTheme(theme);
  const positions = Object.entries(settings.dictFormButtonsPosition);

  // Each family option is drawn in its own font, so all six are loaded while this page is open.
  useEffect(() => {
    for (const family of FONT_FAMILIES) void loadFontFamily(family);
  }, []);

  return (
    <div className="eh-settings-page">
      <Typography.Title level={1} className="eh-page-title">{t('settingsPage.title')}</Typography.Title>
      <Alert type="info" showIcon title={t('settingsPage.savedNote')} className="eh-settings-note" />

      <Card title={<Typography.Title level={2} className="eh-card-title" id={ids.language}>{t('settingsPage.language')}</Typography.Title>}>
        <Radio.Group
          aria-labelledby={ids.language}
          value={settings.language ?? currentLanguage()}
          onChange={(event) => dispatch(languageSet(event.target.value as Language))}
          optionType="button"
          options={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('settingsPage.languageHelp')}
        </Typography.Paragraph>
      </Card>

      <Card title={<Typography.Title level={2} className="eh-card-title">{t('settingsPage.appearance')}</Typography.Title>}>
        <Flex align="center" gap={12} className="eh-settings-row">
          <Switch id={ids.dark} checked={theme.darkModeActive} onChange={(checked) => dispatch(darkModeSet(checked))} />
          <label htmlFor={ids.dark}>{t('settingsPage.darkMode')}</label>
        </Flex>
        <Typography.Title level={3} className="eh-size-h4" id={`${ids.dark}-themes`}>
          {theme.darkModeActive ? t('settingsPage.darkThemes') : t('settingsPage.lightThemes')}
        </Typography.Title>
        <Radio.Group
          aria-labelledby={`${ids.dark}-themes`}
          value={currentTheme.name}
          onChange={(event) => dispatch(themeChosen(event.target.value as string))}
          className="eh-theme-choices"
        >
          {themesForMode(theme.darkModeActive).map((option) => (
            <Radio key={option.name} value={option.name} className="eh-theme-choice">
              <span className="eh-theme-name">{t(`themes.${option.name}`)}</span>
              <ThemeSwatches theme={option} />
            </Radio>
          ))}
        </Radio.Group>
      </Card>

      <Card title={<Typography.Title level={2} className="eh-card-title">{t('settingsPage.font')}</Typography.Title>}>
        <div className="eh-settings-field">
          <label htmlFor={ids.font}>{t('settingsPage.fontFamily')}</label>
          <Select
            id={ids.font}
            value={resolveFontFamily(theme.fontFamily)}
            onChange={(family: string) => dispatch(fontFamilySet(family))}
            options={FONT_FAMILIES.map((family) => ({
              value: family,
              label: <span style={{ fontFamily: fontStack(family) }}>{family}</span>,
            }))}
            className="eh-settings-select"
          />
        </div>
        <div className="eh-settings-field">
          <span id={ids.size}>{t('settingsPage.fontSize')}</span>
          <Radio.Group
            aria-labelledby={ids.size}
            optionType="button"
            buttonStyle="solid"
            value={resolveFontSize(theme.fontSize)}
            onChange={(event) => dispatch(fontSizeSet(event.target.value as string))}
            options={FONT_SIZES.map((size) => ({ value: size, label: size }))}
          />
        </div>
        <p className="eh-font-sample" style={{ fontFamily: fontStack(theme.fontFamily), fontSize: resolveFontSize(theme.fontSize) }}>
          {t('settingsPage.fontSample')}
        </p>
      </Card>

      <Card title={<Typography.Title level={2} className="eh-card-title">{t('settingsPage.codeEditor')}</Typography.Title>}>
        <div className="eh-settings-field">
          <label htmlFor={ids.codeTheme}>{t('settingsPage.codeEditorTheme')}</label>
          <Select
            id={ids.codeTheme}
            value={resolveCodeEditorTheme(theme.codeMirrorTheme).name}
            onChange={(name: string) => dispatch(codeMirrorThemeSet(name))}
            options={CODE_EDITOR_THEME_NAMES.map((name) => ({ value: name, label: name }))}
            className="eh-settings-select"
          />
        </div>
        <Flex align="center" gap={12} className="eh-settings-row">
          <Switch id={ids.whitespace} checked={settings.markWhitespace} onChange={(on) => dispatch(markWhitespaceSet(on))} />
          <label htmlFor={ids.whitespace}>{t('settingsPage.markWhitespace')}</label>
        </Flex>
        <Flex align="center" gap={12} className="eh-settings-row">
          <Switch id={ids.header} checked={settings.showQuestionHeader} onChange={(on) => dispatch(showQuestionHeaderSet(on))} />
          <label htmlFor={ids.header}>{t('settingsPage.showQuestionHeader')}</label>
        </Flex>
        <Typography.Title level={3} className="eh-size-h5">{t('settingsPage.codePreview')}</Typography.Title>
        <LazyCodeEditor value={staff ? STAFF_CODE_SAMPLE : STUDENT_CODE_SAMPLE} language="javascript" readOnly height="140px" ariaLabel={t('settingsPage.codePreview')} />
      </Card>

      {staff && (
        <Card
          title={<Typography.Title level={2} className="eh-card-title">{t('settingsPage.formButtons')}</Typography.Title>}
          extra={
            positions.length > 0 && (
              <Button onClick={() => dispatch(formButtonsPositionsResetAll())}>{t('settingsPage.resetAll')}</Button>
            )
          }
        >
          <Typography.Paragraph type="secondary">{t('settingsPage.formButtonsHelp')}</Typography.Paragraph>
          {positions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settingsPage.formButtonsEmpty')} />
          ) : (
            <table className="eh-form-positions">
              <thead>
                <tr>
                  <th scope="col">{t('settingsPage.form')}</th>
                  <th scope="col">{t('settingsPage.position')}</th>
                  <th scope="col">
                    <span className="eh-visually-hidden">{t('common.reset')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {positions.map(([formKey, position]) => (
                  <tr key={formKey}>
                    <td>{formKey}</td>
                    <td>{t(`formButtons.positions.${position}`)}</td>
                    <td>
                      <Button
                        size="small"
                        aria-label={t('settingsPage.resetOne', { form: formKey })}
                        onClick={() => dispatch(formButtonsPositionReset(formKey))}
                      >
                        {t('common.reset')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      )}
    </div>
  );
}
