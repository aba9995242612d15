import { prepareTestTemplates } from '../src/testing';

export default prepareTestTemplates;
