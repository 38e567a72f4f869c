// Response shapes of the auth routes: @menu/shared's, which the host shell parses the answers with.
export { UserWire as UserResponse, LoginWire as LoginResponse } from '@menu/shared/contract';
