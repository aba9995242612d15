import type { CommerceUpstream } from '@shop/commerce';
import type { Resolvers } from './account-support';
import { identityResolvers } from './customer-identity';
import { passwordResolvers } from './customer-passwords';
import { profileResolvers } from './customer-profile';
import { customerTypeResolvers } from './customer-types';
import type { CommercePolicy } from './policy';
import { wishlistResolvers } from './wishlist';

/** The customer part of the commerce subschema (SDL: packages/schema/src/commerce-account.ts), E2's fields aside. */
export function accountResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const identity = identityResolvers(commerce, policy);
  const passwords = passwordResolvers(commerce, policy);
  const profile = profileResolvers(commerce, policy);
  const wishlist = wishlistResolvers(commerce, policy);
  return {
    ...customerTypeResolvers(commerce, policy),
    ...wishlist,
    Query: { ...profile.Query, ...wishlist.Query },
    Mutation: { ...identity.Mutation, ...passwords.Mutation, ...profile.Mutation, ...wishlist.Mutation },
    Context: profile.Context,
  };
}
