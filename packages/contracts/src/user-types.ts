/** Who signs in: customers, and the staff (designers and admins). */
export const userTypes = ['customer', 'designer', 'admin'] as const;
export type UserType = (typeof userTypes)[number];
export type StaffType = Exclude<UserType, 'customer'>;

/** Whether a user of this type is staff: a designer or an admin. No type (signed out): no. */
export function isStaff(type: UserType | null | undefined): type is StaffType {
  return type === 'designer' || type === 'admin';
}
