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
export { type Step, StepIndicator, type StepIndicatorProps } from './StepIndicator';
