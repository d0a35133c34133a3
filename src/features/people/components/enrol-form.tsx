import { Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useCreateEnrolmentMutation, type Student } from '../../../api/exam-api';
import { FormLayout } from '../../../components/form-buttons';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/server-errors';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { CourseYearPickers, type CourseYear } from './course-year-pickers';
import { StudentSelect } from './enrolment-controls';
import '../messages';

interface EnrolFormProps {
  /** Enrol in this course and year (courses - students); without it the form offers course and year pickers. */
  target?: { courseId: number; academicYearId: number };
  /** Enrol this student (students - courses); without it the form offers a student search. */
  student?: Student;
  title: string;
  help?: string;
}

interface EnrolValues {
  classGroup?: string;
}

/** Enrols a student in a course and academic year, optionally with a class group. */
export function EnrolForm({ target, student, title, help }: EnrolFormProps) {
  const t = useT();
  const alerts = useAlerts();
  const [form] = Form.useForm<EnrolValues>();
  const [chosen, setChosen] = useState<Student | undefined>(student);
  const [place, setPlace] = useState<CourseYear>({ courseId: null, academicYearId: null });
  const [createEnrolment, { isLoading }] = useCreateEnrolmentMutation();
  const who = student ?? chosen;
  const courseId = target?.courseId ?? place.courseId;
  const academicYearId = target?.academicYearId ?? place.academicYearId;
  const ready = who !== undefined && courseId !== null && academicYearId !== null;

  const submit = async ({ classGroup }: EnrolValues) => {
    if (!ready) return;
    const result = await createEnrolment({
      enrolmentCreate: { studentId: who.id, courseId, academicYearId, classGroup: classGroup?.trim() || null },
    });
    if (result.error) {
      form.setFields(fieldErrors(result.error, ['classGroup'] as const));
      return;
    }
    const enrolment = result.data.data;
    alerts.showSuccess(t('people.enrolled', {
      name: `${who.firstName} ${who.lastName}`, course: enrolment.courseAcronym, year: enrolment.academicYear,
    }));
    form.resetFields();
    if (!student) setChosen(undefined);
  };

  return (
    <Card title={title} size="small">
      {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
      <Form<EnrolValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark="optional">
        <FormLayout formKey="enrol" saveLabel={t('coursesStudents.enrolButton')} saving={isLoading} saveDisabled={!ready}>
          <Row gutter={16}>
            {!student && (
              <Col xs={24} md={14}>
                <Form.Item label={t('coursesStudents.studentLabel')} required htmlFor="eh-enrol-student">
                  <StudentSelect id="eh-enrol-student" value={chosen?.id} onChange={setChosen} />
                </Form.Item>
              </Col>
            )}
            {!target && (
              <Col xs={24} md={16}>
                <Form.Item label={`${t('people.course')} / ${t('people.academicYear')}`} required>
                  <CourseYearPickers value={place} onChange={setPlace} labels={false} />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8}>
              <Form.Item name="classGroup" label={t('studentForm.classGroup')}>
                <Input maxLength={50} placeholder={who?.classGroup ?? t('people.classGroupPlaceholder')} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </FormLayout>
      </Form>
    </Card>
  );
}
