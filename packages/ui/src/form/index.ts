export {
  Alert,
  type AlertProps,
  CheckboxField,
  type CheckboxFieldProps,
  Choice,
  type ChoiceProps,
  Fieldset,
  type FieldsetProps,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextField,
  type TextFieldProps,
} from './Fields';
/** The form pages' shared classes: title, primary button, text, muted text, panel and its title. */
export { default as formPage } from './FormPage.module.css';
export { type Step, StepIndicator, type StepIndicatorProps } from './StepIndicator';
